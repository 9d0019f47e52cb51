"""AWS managed policies (``arn:aws:iam::aws:policy/...``): every one AWS publishes, shipped as data.

``managed/aws-managed-policies.json.gz`` holds each policy's ARN, default version id, dates, description
(where known) and default version's document; ``tools/aws_managed_policies.py`` rebuilds it from its
public source (docs/iam-managed-policies.md). The file is read on the first lookup, and a policy's
document is parsed (and compiled for evaluation) only when a request is evaluated against it.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache, lru_cache
from typing import Any

from labcloud.services.iam.policy import Policy, parse_policy

DATA_FILE = "aws-managed-policies.json.gz"


@dataclass(frozen=True, slots=True)
class ManagedPolicy:
    """One AWS managed policy, as ``GetPolicy``/``GetPolicyVersion`` describe it."""

    name: str
    arn: str
    path: str
    default_version_id: str
    description: str
    document: dict[str, Any] = field(repr=False)
    created: float | None = None
    updated: float | None = None

    @property
    def document_json(self) -> str:
        return json.dumps(self.document)

    @property
    def policy(self) -> Policy:
        """The parsed document (parsed once per policy, on first use)."""
        return _parsed(self.arn)


def _epoch(text: str | None) -> float | None:
    return None if not text else datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def _path(arn: str) -> str:
    resource = arn.split(":policy", 1)[1]
    return resource.rsplit("/", 1)[0] + "/"


@lru_cache(maxsize=1)
def _by_arn() -> Mapping[str, ManagedPolicy]:
    from importlib import (
        resources,
    )  # here: with tempfile, shutil, bz2 and lzma, ~4 ms of the start (issue 40)

    data = resources.files("labcloud.services.iam").joinpath("managed").joinpath(DATA_FILE).read_bytes()
    rows = json.loads(gzip.decompress(data))["policies"]
    found: dict[str, ManagedPolicy] = {}
    for name, (arn, version, created, updated, description, document) in rows.items():
        found[arn] = ManagedPolicy(
            name=name,
            arn=arn,
            path=_path(arn),
            default_version_id=version,
            description=description,
            document=document,
            created=_epoch(created),
            updated=_epoch(updated or created),
        )
    return found


@cache
def _parsed(arn: str) -> Policy:
    managed = _by_arn()[arn]
    return parse_policy(managed.document, name=managed.name)


def load_managed_policies() -> dict[str, ManagedPolicy]:
    """Every shipped AWS managed policy by ARN (a fresh dict; the policies are shared)."""
    return dict(_by_arn())


def aws_managed_policy(arn: str) -> ManagedPolicy | None:
    """One AWS managed policy by ARN (None: AWS publishes no such policy)."""
    return _by_arn().get(arn)


def aws_managed_arns(path_prefix: str = "/") -> list[str]:
    """The ARNs of the AWS managed policies under ``path_prefix``, sorted."""
    return sorted(arn for arn, policy in _by_arn().items() if policy.path.startswith(path_prefix))
