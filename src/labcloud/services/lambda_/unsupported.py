"""Request members whose behaviour labcloud's Lambda does not have, refused loudly instead of ignored.

Function code runs from an inline zip in a local process: there is no
container image, no SnapStart snapshot and no capacity provider (tenant isolation is
``tenancy.py``). A request asking for one of those gets ``InvalidParameterValueException`` naming the
member, rather than a 2xx that pretends. Values that ask for nothing (SnapStart ``None``) are
accepted, since they describe what labcloud does. A VpcConfig is checked against EC2's records (``vpc_config.py``) and kept; no traffic is routed. FileSystemConfigs mount EFS access points (``file_systems.py``). ``TracingConfig`` is
kept and shapes the trace header (``tracing.py``), though no X-Ray traces are collected.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud.errors import AwsError

#: Members refused whenever present (non-empty), with the feature each needs.
_FEATURES = {
    "ImageConfig": "container image functions",
    "CapacityProviderConfig": "capacity providers",
    "PublishTo": "capacity providers",
    "ImageUri": "container image functions",
    "SourceKMSKeyArn": "customer managed KMS keys for code",
}


def unsupported(member: str, feature: str) -> AwsError:
    return AwsError(
        "InvalidParameterValueException",
        f"labcloud does not support {feature}: {member} cannot be used",
        status=400,
        Type="User",
    )


def refuse(params: Mapping[str, Any]) -> None:
    """Raise for the first member of ``params`` (a request, or its ``Code``) labcloud cannot honour."""
    for member, feature in _FEATURES.items():
        if params.get(member):
            raise unsupported(member, feature)
    if params.get("PackageType", "Zip") != "Zip":
        raise unsupported("PackageType=Image", "container image functions")
    dlq = (params.get("DeadLetterConfig") or {}).get("TargetArn") or ""
    if dlq.startswith("arn:") and dlq.split(":")[2] != "sqs":
        raise unsupported("DeadLetterConfig.TargetArn", "dead-letter topics (use an SQS queue)")
    if (params.get("SnapStart") or {}).get("ApplyOn", "None") != "None":
        raise unsupported("SnapStart.ApplyOn=PublishedVersions", "SnapStart")
