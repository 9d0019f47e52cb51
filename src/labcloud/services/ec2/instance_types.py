"""The instance types EC2 describes: a listed set of common types, and the same description derived for
any other well-formed type (its size giving vCPUs, its family letter memory per vCPU, a ``g`` after the
generation Graviton's arm64). Nothing runs on them: they are what DescribeInstanceTypes answers and what
RunInstances checks an instance's type and architecture against."""

from __future__ import annotations

import re
from typing import Any

_TYPE = re.compile(r"^([a-z]+)(\d+)([a-z-]*)\.([0-9]*)(nano|micro|small|medium|large|xlarge|metal)$")
_FAMILIES = (
    "a",
    "c",
    "d",
    "g",
    "h",
    "i",
    "im",
    "is",
    "m",
    "p",
    "r",
    "t",
    "x",
    "z",
    "inf",
    "trn",
    "dl",
    "hpc",
)
_ARM = re.compile(r"^[a-z]+\d+g[a-z]*$")
_SMALL_VCPUS = {"nano": 2, "micro": 2, "small": 2, "medium": 2, "large": 2, "xlarge": 4}
_T_MEMORY = {"nano": 512, "micro": 1024, "small": 2048, "medium": 4096, "large": 8192, "xlarge": 16384}
_PER_VCPU = {"c": 2048, "m": 4096, "r": 8192, "x": 16384, "z": 8192}

#: What DescribeInstanceTypes lists without names (any other well-formed type is answered when named).
LISTED = (
    "t2.micro",
    "t2.small",
    "t2.medium",
    "t3.nano",
    "t3.micro",
    "t3.small",
    "t3.medium",
    "t3.large",
    "t4g.micro",
    "t4g.small",
    "t4g.medium",
    "m5.large",
    "m5.xlarge",
    "m6g.large",
    "m7g.large",
    "m7i.large",
    "c5.large",
    "c6g.large",
    "c7g.large",
    "r5.large",
    "r6g.large",
)


def _vcpus(family: str, size: str, multiple: str) -> int:
    if family == "t2" and size in ("nano", "micro", "small"):
        return 1
    if size == "metal":
        return 64
    if size == "xlarge" and multiple:
        return 4 * int(multiple)
    return _SMALL_VCPUS[size]


def info(instance_type: str) -> dict[str, Any] | None:
    """The description of a well-formed type (None for a name EC2 has no type of)."""
    match = _TYPE.match(instance_type)
    if instance_type == "m1.small":
        return _describe(instance_type, "x86_64", 1, 1740, burstable=False, current=False)
    if match is None or match.group(1) not in _FAMILIES:
        return None
    letter, generation, extra, multiple, size = match.groups()
    family = f"{letter}{generation}{extra}"
    vcpus = _vcpus(family, size, multiple)
    memory = _T_MEMORY[size] if letter == "t" and size in _T_MEMORY else vcpus * _PER_VCPU.get(letter, 4096)
    arch = "arm64" if _ARM.match(family) else "x86_64"
    return _describe(instance_type, arch, vcpus, memory, burstable=letter == "t", current=family != "t2")


def _describe(
    instance_type: str, arch: str, vcpus: int, memory: int, *, burstable: bool, current: bool
) -> dict[str, Any]:
    threads = 1 if arch == "arm64" or vcpus == 1 else 2
    return {
        "InstanceType": instance_type,
        "CurrentGeneration": current,
        "FreeTierEligible": instance_type in ("t2.micro", "t3.micro"),
        "SupportedUsageClasses": ["on-demand", "spot"],
        "SupportedRootDeviceTypes": ["ebs"],
        "SupportedVirtualizationTypes": ["hvm"],
        "BareMetal": instance_type.endswith(".metal"),
        "Hypervisor": "xen" if instance_type.startswith(("t2.", "m1.")) else "nitro",
        "ProcessorInfo": {"SupportedArchitectures": [arch], "SustainedClockSpeedInGhz": 2.5},
        "VCpuInfo": {
            "DefaultVCpus": vcpus,
            "DefaultCores": max(1, vcpus // threads),
            "DefaultThreadsPerCore": threads,
        },
        "MemoryInfo": {"SizeInMiB": memory},
        "InstanceStorageSupported": False,
        "EbsInfo": {
            "EbsOptimizedSupport": "default" if current else "unsupported",
            "EncryptionSupport": "supported",
            "NvmeSupport": "required" if current else "unsupported",
        },
        "NetworkInfo": {
            "NetworkPerformance": "Up to 5 Gigabit",
            "MaximumNetworkInterfaces": 3,
            "MaximumNetworkCards": 1,
            "DefaultNetworkCardIndex": 0,
            "Ipv4AddressesPerInterface": 10,
            "Ipv6AddressesPerInterface": 10,
            "Ipv6Supported": True,
            "EnaSupport": "required" if current else "unsupported",
            "EfaSupported": False,
            "EncryptionInTransitSupported": False,
        },
        "PlacementGroupInfo": {"SupportedStrategies": ["partition", "spread"]},
        "HibernationSupported": False,
        "BurstablePerformanceSupported": burstable,
        "DedicatedHostsSupported": not burstable,
        "AutoRecoverySupported": True,
        "SupportedBootModes": ["uefi"] if arch == "arm64" else ["legacy-bios", "uefi"],
    }
