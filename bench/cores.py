"""Which cores the bench gives the servers under test and which it gives wrk (issue 41).

On a machine with 4 or more usable CPUs the servers (autorotated and nginx alike) get the first
half of them and wrk the other half, so load generation never takes cycles from the server it
measures, and the main rows are repeated at 1, 2, 4 and 8 server cores where the half holds that
many, so that scaling shows. With fewer CPUs there is nothing to split: every process shares every
core, as the bench has always run on two.

Pure: CPUs in, plan out; bench/harness.py reads the CPUs (os.sched_getaffinity) and runs the plan.
"""

SPLIT_MINIMUM = 4
SCALING_STEPS = (1, 2, 4, 8)


def core_plan(cpus, can_pin=True):
    """The plan for the CPUs this process may use (any iterable of CPU numbers); `can_pin` is
    whether processes can be pinned at all (taskset is present): without it nothing is split.

    Returns a dict:
      mode      "split" (4 or more CPUs) or "shared"
      server    the CPUs the servers under test run on (split: the lower half, sorted; shared: all)
      load      the CPUs wrk runs on (split: the rest; shared: all)
      steps     server core counts the scaling rows are measured at (split: those of 1, 2, 4, 8
                that fit in `server`; shared: none)
    An odd count gives the extra CPU to wrk: it must drive every server core at once.
    """
    ordered = sorted(set(cpus))
    if len(ordered) < SPLIT_MINIMUM or not can_pin:
        return {"mode": "shared", "server": ordered, "load": ordered, "steps": []}
    half = len(ordered) // 2
    server, load = ordered[:half], ordered[half:]
    return {"mode": "split", "server": server, "load": load,
            "steps": [step for step in SCALING_STEPS if step <= len(server)]}


def cpu_list(cpus):
    """`taskset -c`'s form of a CPU list: ranges joined by commas, e.g. [0, 1, 2, 5] → "0-2,5"."""
    ordered = sorted(set(cpus))
    parts, start = [], None
    for index, cpu in enumerate(ordered):
        if start is None:
            start = cpu
        if index + 1 == len(ordered) or ordered[index + 1] != cpu + 1:
            parts.append(str(start) if start == cpu else f"{start}-{cpu}")
            start = None
    return ",".join(parts)
