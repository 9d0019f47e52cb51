"""AWS's public parameters (``/aws/service/...``) that templates commonly read, from a small data file.

``public_parameters.json`` holds a documented set: the latest Amazon Linux and Ubuntu AMIs (one fixed,
made-up AMI id per image in every region, those of EC2's image catalogue), Lambda runtimes' names, and
the global infrastructure tree (regions, their long names and the services each offers in each
region of the file's ``regions`` list). They are read-only (names
under ``aws`` cannot be created) and answered by GetParameter(s) and GetParametersByPath like
AWS's, with the ARN AWS gives them (no account: ``arn:aws:ssm:REGION::parameter/aws/service/...``).
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

from labcloud.services.ssm.repo.parameters import Version

PREFIX = "/aws/"
_DATA = Path(__file__).with_name("public_parameters.json")
_PUBLISHED = 1_700_000_000.0  # a fixed LastModifiedDate for the whole set


@functools.lru_cache(maxsize=1)
def _catalogue() -> dict[str, str]:
    data = json.loads(_DATA.read_text())
    regions: list[str] = data["regions"]
    out: dict[str, str] = dict(data["parameters"])
    for service in data["services"]:
        out[f"/aws/service/global-infrastructure/services/{service}"] = service
        for region in regions:
            out[f"/aws/service/global-infrastructure/regions/{region}/services/{service}"] = service
            out[f"/aws/service/global-infrastructure/services/{service}/regions/{region}"] = region
    return dict(sorted(out.items()))


def _version(name: str, value: str) -> Version:
    return Version(name, 1, "String", value, None, None, None, "Standard", None, "text", _PUBLISHED, "")


def is_public(name: str) -> bool:
    return name.startswith(PREFIX)


def find(name: str) -> Version | None:
    value = _catalogue().get(name)
    return None if value is None else _version(name, value)


def under(path: str, recursive: bool) -> list[Version]:
    prefix = path if path.endswith("/") else path + "/"
    return [
        _version(name, value)
        for name, value in _catalogue().items()
        if name.startswith(prefix) and (recursive or "/" not in name[len(prefix) :])
    ]


def arn(region: str, name: str) -> str:
    return f"arn:aws:ssm:{region}::parameter/{name.removeprefix('/')}"
