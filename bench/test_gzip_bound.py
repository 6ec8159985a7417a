"""Unit tests of the gzip row's bound in bench/harness.py: python3 bench/test_gzip_bound.py."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from harness import gzip_bound  # noqa: E402

CODEC = {"engine_us": 50.0, "deflate_us": 59.0, "inflate_us": 7.0}


def results(nginx_rps, auto_rps, cpu_us=None, cores=None):
    auto = {"rps": auto_rps}
    if cpu_us is not None:
        auto["server_cpu_us"] = cpu_us
    made = {"gzip_codec": CODEC, "machine": {"nproc": 2},
            "simulate_gzip": {"rounds": [{"nginx": {"rps": nginx_rps}, "autorotated": auto}]}}
    if cores:
        made["cores"] = cores
    return made


class GzipBoundTests(unittest.TestCase):
    def test_shared_mode_uses_the_cpu_the_server_got(self):
        """10k req/s × 95 µs = 0.95 CPU; the target 0.2 × 80k = 16k req/s leaves 59.4 µs < zlib's 66."""
        bound = gzip_bound(results(80_000, 10_000, cpu_us=95.0))
        self.assertAlmostEqual(bound["budget_us"], 0.95e6 / 16_000)
        self.assertEqual(bound["zlib_us"], 66.0)
        self.assertTrue(bound["bounded"])
        self.assertIn("less than zlib alone", bound["text"])

    def test_zlib_within_the_budget_is_not_a_bound(self):
        """1.5 CPUs at 16k req/s leave 93.75 µs, more than zlib's 66: not bounded by zlib."""
        bound = gzip_bound(results(80_000, 10_000, cpu_us=150.0))
        self.assertFalse(bound["bounded"])
        self.assertNotIn("less than zlib alone", bound["text"])

    def test_split_mode_uses_the_dedicated_cores(self):
        """Split mode: the servers' own cores, whatever CPU the server used."""
        cores = {"mode": "split", "server_count": 4}
        bound = gzip_bound(results(400_000, 10_000, cpu_us=95.0, cores=cores))
        self.assertAlmostEqual(bound["budget_us"], 4e6 / 80_000)
        self.assertTrue(bound["bounded"])

    def test_older_runs_count_every_core_and_no_codec_gives_none(self):
        """Without the server's CPU, every core of the machine; without zlib's figures, no bound."""
        self.assertAlmostEqual(gzip_bound(results(80_000, 10_000))["budget_us"], 2e6 / 16_000)
        without = results(80_000, 10_000)
        del without["gzip_codec"]
        self.assertIsNone(gzip_bound(without))


if __name__ == "__main__":
    unittest.main()
