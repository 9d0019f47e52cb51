"""A serverless cluster's request, checked as MSK checks it: one to five VPC configurations of at least
two subnets each, and SASL/IAM, the only client authentication MSK Serverless has."""

from __future__ import annotations

import copy
from typing import Any

from labcloud.services.kafka import errors


def checked(request: dict[str, Any]) -> dict[str, Any]:
    configs = list(request.get("VpcConfigs") or [])
    if not 1 <= len(configs) <= 5:
        raise errors.bad("vpcConfigs", "Specify between one and five VPC configurations.")
    for config in configs:
        if len(config.get("SubnetIds") or []) < 2:
            raise errors.bad("subnetIds", "Each VPC configuration needs at least two subnets.")
    auth = request.get("ClientAuthentication") or {}
    if not ((auth.get("Sasl") or {}).get("Iam") or {}).get("Enabled"):
        raise errors.bad(
            "clientAuthentication",
            "Serverless clusters support only SASL/IAM client authentication: enable it.",
        )
    return {
        "VpcConfigs": [
            {"SubnetIds": list(c["SubnetIds"]), "SecurityGroupIds": list(c.get("SecurityGroupIds") or [])}
            for c in configs
        ],
        "ClientAuthentication": copy.deepcopy(auth),
    }
