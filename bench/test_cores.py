"""Unit tests of bench/cores.py: python3 bench/test_cores.py (or python3 -m unittest in bench/)."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from cores import core_plan, cpu_list  # noqa: E402


class CorePlanTests(unittest.TestCase):
    def test_two_cores_share_as_today(self):
        """One or two (or three) CPUs: no split, no scaling rows; every process on every CPU."""
        self.assertEqual(core_plan([0, 1]), {"mode": "shared", "server": [0, 1], "load": [0, 1], "steps": []})
        self.assertEqual(core_plan([3]), {"mode": "shared", "server": [3], "load": [3], "steps": []})
        self.assertEqual(core_plan({0, 1, 2})["mode"], "shared")

    def test_four_cores_split_in_halves(self):
        """4 CPUs: the servers on two, wrk on the other two; rows at 1 and 2 server cores."""
        self.assertEqual(core_plan([0, 1, 2, 3]),
                         {"mode": "split", "server": [0, 1], "load": [2, 3], "steps": [1, 2]})

    def test_larger_machines_scale_to_eight(self):
        """16 CPUs: 8 server cores, steps 1, 2, 4, 8; 64 CPUs still stop at 8 steps but give the
        servers all 32 of their half; 10 CPUs: 5 server cores, steps 1, 2, 4."""
        plan = core_plan(range(16))
        self.assertEqual((plan["server"], plan["load"], plan["steps"]),
                         (list(range(8)), list(range(8, 16)), [1, 2, 4, 8]))
        plan = core_plan(range(64))
        self.assertEqual((len(plan["server"]), len(plan["load"]), plan["steps"]), (32, 32, [1, 2, 4, 8]))
        self.assertEqual(core_plan(range(10))["steps"], [1, 2, 4])

    def test_odd_counts_and_gaps(self):
        """An odd count gives the extra CPU to wrk; an affinity mask with gaps (a cpuset) is
        split by position, unordered and duplicate input alike."""
        self.assertEqual(core_plan([0, 1, 2, 3, 4])["server"], [0, 1])
        self.assertEqual(core_plan([0, 1, 2, 3, 4])["load"], [2, 3, 4])
        self.assertEqual(core_plan([9, 2, 6, 4, 4]),
                         {"mode": "split", "server": [2, 4], "load": [6, 9], "steps": [1, 2]})

    def test_no_taskset_no_split(self):
        """Without a way to pin processes, a large machine is shared as two cores are."""
        self.assertEqual(core_plan(range(8), can_pin=False),
                         {"mode": "shared", "server": list(range(8)), "load": list(range(8)), "steps": []})

    def test_cpu_list(self):
        """taskset's list form: ranges and single CPUs."""
        self.assertEqual(cpu_list([0]), "0")
        self.assertEqual(cpu_list([0, 1, 2, 3]), "0-3")
        self.assertEqual(cpu_list([5, 0, 1, 2, 7, 8]), "0-2,5,7-8")


if __name__ == "__main__":
    unittest.main()
