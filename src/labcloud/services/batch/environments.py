"""The compute environment model: a record, never capacity. labcloud launches no EC2 instances and runs no
Fargate tasks, so a MANAGED environment (FARGATE, FARGATE_SPOT, EC2 or SPOT) is its checked configuration
with a status on the clock: CREATING (or UPDATING after an update) for :data:`STEP` seconds, then VALID."""

from __future__ import annotations

from typing import Any

from labcloud.services.batch import errors
from labcloud.services.batch.views import public

STEP = 1.0
FARGATE = ("FARGATE", "FARGATE_SPOT")
EC2 = ("EC2", "SPOT")
#: Members an EC2 or SPOT environment has that Fargate refuses (AWS's rule).
_NOT_FARGATE = (
    "instanceTypes",
    "instanceRole",
    "imageId",
    "ec2KeyPair",
    "placementGroup",
    "bidPercentage",
    "spotIamFleetRole",
    "launchTemplate",
    "ec2Configuration",
    "allocationStrategy",
)
NOTE = "labcloud launches no instances and runs no containers: this compute environment is a record"


def checked_resources(resources: dict[str, Any]) -> dict[str, Any]:
    """A MANAGED environment's computeResources, checked as AWS checks them (instance roles aside)."""
    kind = resources.get("type")
    if kind not in FARGATE + EC2:
        raise errors.client(
            f"computeResources.type must be one of EC2, SPOT, FARGATE, FARGATE_SPOT (got {kind})."
        )
    most = resources.get("maxvCpus")
    if most is None:
        raise errors.client("computeResources.maxvCpus must be specified.")
    if not resources.get("subnets"):
        raise errors.client("computeResources.subnets must be specified.")
    out = dict(resources)
    if kind in FARGATE:
        for member in _NOT_FARGATE:
            if resources.get(member) is not None:
                raise errors.client(f"Fargate compute environments do not support {member}.")
        for member in ("minvCpus", "desiredvCpus"):
            if resources.get(member):
                raise errors.client(f"Fargate compute environments do not support {member}.")
        return out
    if not resources.get("instanceRole"):
        raise errors.client(
            "computeResources.instanceRole must be specified for EC2 and SPOT compute environments."
        )
    if not resources.get("instanceTypes"):
        raise errors.client(
            "computeResources.instanceTypes must be specified for EC2 and SPOT compute environments."
        )
    least = int(resources.get("minvCpus") or 0)
    given_desired = resources.get("desiredvCpus")
    desired = least if given_desired is None else int(given_desired)
    if not least <= desired <= int(most):
        raise errors.client("computeResources must satisfy minvCpus <= desiredvCpus <= maxvCpus.")
    if resources.get("launchTemplate") is not None:
        raise errors.refused("launch templates (labcloud launches no EC2 instances)")
    out.update(minvCpus=least, desiredvCpus=desired)
    out.setdefault("allocationStrategy", "BEST_FIT")
    out.setdefault("securityGroupIds", [])
    return out


def new(
    *,
    arn: str,
    name: str,
    kind: str,
    env_state: str,
    resources: dict[str, Any] | None,
    service_role: str,
    tags: dict[str, str],
    uuid: str,
    now: float,
) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "computeEnvironmentName": name,
        "computeEnvironmentArn": arn,
        "type": kind,
        "state": env_state,
        "serviceRole": service_role,
        "containerOrchestrationType": "ECS",
        "uuid": uuid,
        "_changed": now,
        "_verb": "CREATING",
        "_tags": tags,
    }
    if resources is not None:
        doc["computeResources"] = resources
    return doc


def status(doc: dict[str, Any], now: float) -> str:
    return str(doc["_verb"]) if now - float(doc["_changed"]) < STEP else "VALID"


def view(doc: dict[str, Any], now: float) -> dict[str, Any]:
    out = public(doc)
    current = status(doc, now)
    out["status"] = current
    out["statusReason"] = (
        "ComputeEnvironment Healthy" if current == "VALID" else f"{current.title()} the compute environment"
    ) + f" ({NOTE})"
    out["tags"] = dict(doc.get("_tags") or {})
    return out
