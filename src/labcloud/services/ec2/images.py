"""The public images labcloud knows: a small fixed catalogue of Amazon Linux 2023, Amazon Linux 2,
Ubuntu and Windows Server AMIs, the same ids in every region, and the ids SSM's public parameters
(``/aws/service/ami-amazon-linux-latest/...``, ``/aws/service/canonical/ubuntu/...``,
``/aws/service/ami-windows-latest/...``) resolve to. Nothing
boots from them: RunInstances only checks that its ``ImageId`` names one of them."""

from __future__ import annotations

from typing import Any

AMAZON = "137112412989"
CANONICAL = "099720109477"
WINDOWS = "801119661308"  # Amazon's Windows AMIs (alias "amazon" too)

#: (id, name, architecture, owner, description, creation date)
_CATALOGUE: tuple[tuple[str, str, str, str, str, str], ...] = (
    (
        "ami-0a1b2c3d4e5f60001",
        "al2023-ami-2023.6.20241121.0-kernel-6.1-x86_64",
        "x86_64",
        AMAZON,
        "Amazon Linux 2023 AMI 2023.6.20241121.0 x86_64 HVM kernel-6.1",
        "2024-11-21T19:12:43.000Z",
    ),
    (
        "ami-0a1b2c3d4e5f60002",
        "al2023-ami-2023.6.20241121.0-kernel-6.1-arm64",
        "arm64",
        AMAZON,
        "Amazon Linux 2023 AMI 2023.6.20241121.0 arm64 HVM kernel-6.1",
        "2024-11-21T19:12:44.000Z",
    ),
    (
        "ami-0a1b2c3d4e5f60003",
        "al2023-ami-minimal-2023.6.20241121.0-kernel-6.1-x86_64",
        "x86_64",
        AMAZON,
        "Amazon Linux 2023 AMI 2023.6.20241121.0 x86_64 Minimal HVM kernel-6.1",
        "2024-11-21T19:12:45.000Z",
    ),
    (
        "ami-0a1b2c3d4e5f60004",
        "al2023-ami-minimal-2023.6.20241121.0-kernel-6.1-arm64",
        "arm64",
        AMAZON,
        "Amazon Linux 2023 AMI 2023.6.20241121.0 arm64 Minimal HVM kernel-6.1",
        "2024-11-21T19:12:46.000Z",
    ),
    (
        "ami-0a1b2c3d4e5f60005",
        "amzn2-ami-hvm-2.0.20241113.1-x86_64-gp2",
        "x86_64",
        AMAZON,
        "Amazon Linux 2 AMI 2.0.20241113.1 x86_64 HVM gp2",
        "2024-11-13T22:11:01.000Z",
    ),
    (
        "ami-0a1b2c3d4e5f60006",
        "amzn2-ami-hvm-2.0.20241113.1-arm64-gp2",
        "arm64",
        AMAZON,
        "Amazon Linux 2 AMI 2.0.20241113.1 arm64 HVM gp2",
        "2024-11-13T22:11:02.000Z",
    ),
    (
        "ami-0a1b2c3d4e5f60007",
        "amzn2-ami-kernel-5.10-hvm-2.0.20241113.1-x86_64-gp2",
        "x86_64",
        AMAZON,
        "Amazon Linux 2 Kernel 5.10 AMI 2.0.20241113.1 x86_64 HVM gp2",
        "2024-11-13T22:11:03.000Z",
    ),
    (
        "ami-0a1b2c3d4e5f60008",
        "amzn2-ami-kernel-5.10-hvm-2.0.20241113.1-arm64-gp2",
        "arm64",
        AMAZON,
        "Amazon Linux 2 Kernel 5.10 AMI 2.0.20241113.1 arm64 HVM gp2",
        "2024-11-13T22:11:04.000Z",
    ),
    (
        "ami-0c1d2e3f4a5b60011",
        "ubuntu/images/hvm-ssd-gp3/ubuntu-noble-24.04-amd64-server-20241119",
        "x86_64",
        CANONICAL,
        "Canonical, Ubuntu, 24.04, amd64 noble image",
        "2024-11-19T08:30:12.000Z",
    ),
    (
        "ami-0c1d2e3f4a5b60012",
        "ubuntu/images/hvm-ssd-gp3/ubuntu-noble-24.04-arm64-server-20241119",
        "arm64",
        CANONICAL,
        "Canonical, Ubuntu, 24.04, arm64 noble image",
        "2024-11-19T08:30:13.000Z",
    ),
    (
        "ami-0c1d2e3f4a5b60013",
        "ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-20241119",
        "x86_64",
        CANONICAL,
        "Canonical, Ubuntu, 22.04 LTS, amd64 jammy image build on 2024-11-19",
        "2024-11-19T08:31:12.000Z",
    ),
    (
        "ami-0c1d2e3f4a5b60014",
        "ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-arm64-server-20241119",
        "arm64",
        CANONICAL,
        "Canonical, Ubuntu, 22.04 LTS, arm64 jammy image build on 2024-11-19",
        "2024-11-19T08:31:13.000Z",
    ),
    (
        "ami-0d1e2f3a4b5c60021",
        "Windows_Server-2022-English-Full-Base-2024.11.13",
        "x86_64",
        WINDOWS,
        "Microsoft Windows Server 2022 Full Locale English AMI provided by Amazon",
        "2024-11-13T21:40:11.000Z",
    ),
    (
        "ami-0d1e2f3a4b5c60022",
        "Windows_Server-2022-English-Core-Base-2024.11.13",
        "x86_64",
        WINDOWS,
        "Microsoft Windows Server 2022 Core Locale English AMI provided by Amazon",
        "2024-11-13T21:40:12.000Z",
    ),
    (
        "ami-0d1e2f3a4b5c60023",
        "Windows_Server-2019-English-Full-Base-2024.11.13",
        "x86_64",
        WINDOWS,
        "Microsoft Windows Server 2019 with Desktop Experience Locale English AMI provided by Amazon",
        "2024-11-13T21:40:13.000Z",
    ),
)


def _image(entry: tuple[str, str, str, str, str, str], region: str) -> dict[str, Any]:
    image_id, name, arch, owner, description, created = entry
    windows = owner == WINDOWS
    root = "/dev/sda1" if owner in (CANONICAL, WINDOWS) else "/dev/xvda"
    return {
        "ImageId": image_id,
        "ImageLocation": f"{'amazon' if owner in (AMAZON, WINDOWS) else owner}/{name}",
        "ImageOwnerAlias": "amazon" if owner in (AMAZON, WINDOWS) else None,
        "Platform": "windows" if windows else None,
        "Name": name,
        "Description": description,
        "Architecture": arch,
        "CreationDate": created,
        "DeprecationTime": None,
        "OwnerId": owner,
        "Public": True,
        "State": "available",
        "ImageType": "machine",
        "PlatformDetails": "Windows" if windows else "Linux/UNIX",
        "UsageOperation": "RunInstances:0002" if windows else "RunInstances",
        "Hypervisor": "xen",
        "VirtualizationType": "hvm",
        "RootDeviceType": "ebs",
        "RootDeviceName": root,
        "EnaSupport": True,
        "SriovNetSupport": "simple",
        "BootMode": "uefi-preferred" if name.startswith("al2023") else "legacy-bios",
        "ImdsSupport": "v2.0" if name.startswith("al2023") else None,
        "BlockDeviceMappings": [
            {
                "DeviceName": root,
                "Ebs": {
                    "DeleteOnTermination": True,
                    "SnapshotId": "snap-" + image_id[4:],
                    "VolumeSize": 30 if windows else 8,
                    "VolumeType": "gp3" if "gp2" not in name else "gp2",
                    "Encrypted": False,
                },
            }
        ],
        "_region": region,
    }


def catalogue(region: str) -> list[dict[str, Any]]:
    """Every image, as DescribeImages answers it (bookkeeping keys start with ``_``)."""
    out = []
    for entry in _CATALOGUE:
        image = _image(entry, region)
        out.append({k: v for k, v in image.items() if v is not None})
    return out


def find(region: str, image_id: str) -> dict[str, Any] | None:
    return next((i for i in catalogue(region) if i["ImageId"] == image_id), None)
