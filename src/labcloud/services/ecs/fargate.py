"""Fargate's task sizes: the CPU and memory pairs AWS's table allows, and the units task definitions
write them in (``"1 vCPU"`` or ``"1024"`` CPU units, ``"2 GB"`` or ``"2048"`` MiB)."""

from __future__ import annotations

import re

#: CPU units → the memory values (MiB) Fargate accepts with it (AWS's "Task CPU and memory" table).
SIZES: dict[int, tuple[int, ...]] = {
    256: (512, 1024, 2048),
    512: tuple(range(1024, 4096 + 1, 1024)),
    1024: tuple(range(2048, 8192 + 1, 1024)),
    2048: tuple(range(4096, 16384 + 1, 1024)),
    4096: tuple(range(8192, 30720 + 1, 1024)),
    8192: tuple(range(16384, 61440 + 1, 4096)),
    16384: tuple(range(32768, 122880 + 1, 8192)),
}

_VCPU = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*vcpu\s*$", re.IGNORECASE)
_GB = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*gb\s*$", re.IGNORECASE)


def cpu_units(text: str) -> int | None:
    """CPU units of a task-level ``cpu`` value, None when it is neither units nor vCPUs."""
    if text.strip().isdigit():
        return int(text)
    found = _VCPU.match(text)
    return None if found is None else int(float(found.group(1)) * 1024)


def memory_mib(text: str) -> int | None:
    if text.strip().isdigit():
        return int(text)
    found = _GB.match(text)
    return None if found is None else int(float(found.group(1)) * 1024)


def fits(cpu: int, memory: int) -> bool:
    return memory in SIZES.get(cpu, ())
