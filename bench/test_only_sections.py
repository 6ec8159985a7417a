"""Unit tests of `--only` in bench/harness.py (which sections run again, and the line that says so):
python3 bench/test_only_sections.py."""

import argparse
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from harness import only_sections, rerun_lines  # noqa: E402


class OnlySectionsTests(unittest.TestCase):
    def test_names_come_back_in_the_harness_order(self):
        """`batch,lint` runs the lint rows first, as a full run does, and each section once."""
        self.assertEqual(only_sections("batch,lint"), ["lint", "batch"])
        self.assertEqual(only_sections(" batch , batch "), ["batch"])

    def test_unknown_or_empty_names_are_refused(self):
        """A misspelt section or an empty list is an argparse error that names the known sections."""
        with self.assertRaisesRegex(argparse.ArgumentTypeError, "unknown section gzip.*known: lint, batch"):
            only_sections("lint,gzip")
        with self.assertRaisesRegex(argparse.ArgumentTypeError, "no section named"):
            only_sections(" , ")

    def test_rerun_lines_name_the_rows_and_how_they_were_taken(self):
        """RESULTS.md says which rows each later `--only` run replaced, when, with what rounds, oldest first."""
        results = {"reruns": [
            {"sections": ["lint", "batch"], "date": "2026-12-05 06:31 UTC", "rounds": 3, "duration": 5},
            {"sections": ["batch"], "date": "2026-12-05 06:32 UTC", "rounds": 5, "duration": 5}]}
        self.assertEqual(rerun_lines(results), [
            "- the compare and lint rows and the batch rows measured again on 2026-12-05 06:31 UTC "
            "(`harness.py --only lint,batch`, 3 rounds of 5 s); every other row is from the run above",
            "- the batch rows measured again on 2026-12-05 06:32 UTC "
            "(`harness.py --only batch`, 5 rounds of 5 s); every other row is from the run above"])

    def test_a_single_run_has_no_rerun_line(self):
        """Results of one full run get no such line."""
        self.assertEqual(rerun_lines({}), [])


if __name__ == "__main__":
    unittest.main()
