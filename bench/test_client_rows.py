"""Unit tests of the client-vs-wrk rows in bench/harness.py: python3 bench/test_client_rows.py."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from harness import client_rows  # noqa: E402


def results(ratios_by_case):
    cases = {key: {"title": key, "rounds": [{"wrk": 10_000.0, "client": ratio * 10_000.0} for ratio in ratios]}
             for key, ratios in ratios_by_case.items()}
    return {"client": {"cases": cases}}


class ClientRowsTests(unittest.TestCase):
    def test_transfer_rows_need_eight_tenths(self):
        """GET /livez and the raw simulate are checked against 0.8× wrk: 0.7 misses, 0.85 meets."""
        rows = client_rows(results({"livez": [0.7, 0.7, 0.7], "raw": [0.85, 0.85, 0.85]}))
        self.assertEqual([row[2] for row in rows], ["≥ 0.8× (issue 41)", "≥ 0.8× (issue 41)"])
        self.assertEqual([row[3] for row in rows], ["**missed**", "met"])

    def test_decoded_rows_need_six_tenths(self):
        """The decoded simulate, blocking and async, is checked against 0.6× wrk: 0.65 meets, 0.55 misses."""
        rows = client_rows(results({"typed": [0.65, 0.65, 0.65], "typed_async": [0.55, 0.55, 0.55]}))
        self.assertEqual([row[2] for row in rows], ["≥ 0.6× (issue 41)", "≥ 0.6× (issue 41)"])
        self.assertEqual([row[3] for row in rows], ["met", "**missed**"])

    def test_no_client_run_gives_no_rows(self):
        """Without a client section the summary has no client rows."""
        self.assertEqual(client_rows({}), [])


if __name__ == "__main__":
    unittest.main()
