"""AWS managed policies (``arn:aws:iam::aws:policy/...``) shipped as JSON data in ``managed/``.

Each file holds one policy: its name, ARN, path, default version id, description and document, and
where known the creation and last edit dates AWS publishes (``CreateDate``/``UpdateDate``, ISO 8601
UTC). The documents are parsed (and compiled for evaluation) once, on first use.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from importlib import resources
from typing import Any

from labcloud.services.iam.policy import Policy, parse_policy


@dataclass(frozen=True, slots=True)
class ManagedPolicy:
    """One AWS managed policy, as ``GetPolicy``/``GetPolicyVersion`` describe it."""

    name: str
    arn: str
    path: str
    default_version_id: str
    description: str
    document: dict[str, Any] = field(repr=False)
    policy: Policy = field(repr=False, compare=False)
    created: float | None = None
    updated: float | None = None

    @property
    def document_json(self) -> str:
        return json.dumps(self.document)


def _epoch(text: str | None) -> float | None:
    return None if text is None else datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


@lru_cache(maxsize=1)
def _load() -> tuple[ManagedPolicy, ...]:
    folder = resources.files("labcloud.services.iam").joinpath("managed")
    found: list[ManagedPolicy] = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".json"):
            continue
        data = json.loads(entry.read_text(encoding="utf-8"))
        found.append(
            ManagedPolicy(
                name=data["PolicyName"],
                arn=data["Arn"],
                path=data["Path"],
                default_version_id=data["DefaultVersionId"],
                description=data["Description"],
                document=data["Document"],
                policy=parse_policy(data["Document"], name=data["PolicyName"]),
                created=_epoch(data.get("CreateDate")),
                updated=_epoch(data.get("UpdateDate", data.get("CreateDate"))),
            )
        )
    return tuple(found)


def load_managed_policies() -> dict[str, ManagedPolicy]:
    """Every shipped AWS managed policy by ARN (a fresh dict; the policies are shared)."""
    return {policy.arn: policy for policy in _load()}
