"""What PutParameter accepts: types, tiers and their value sizes, policies, data types, allowed patterns.

Tiers: ``Standard`` holds values up to 4 KB (4096 characters) and no policies; ``Advanced`` up to
8 KB with policies; ``Intelligent-Tiering`` picks Standard when the value and policies allow it, else
Advanced. An Advanced parameter is never downgraded to Standard. Policies (``Expiration``,
``ExpirationNotification``, ``NoChangeNotification``) are checked and stored as AWS reports them;
an ``Expiration`` policy deletes the parameter at its timestamp (``expiry.py``), notifications are
accepted (no EventBridge here) and reported ``Pending``.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.ssm.errors import validation

TYPES = ("String", "StringList", "SecureString")
TIERS = ("Standard", "Advanced", "Intelligent-Tiering")
DATA_TYPES = ("text", "aws:ec2:image")
STANDARD_MAX = 4096
ADVANCED_MAX = 8192
MAX_POLICIES = 10
_POLICY_TYPES = ("Expiration", "ExpirationNotification", "NoChangeNotification")
_IMAGE = re.compile(r"ami-([0-9a-f]{8}|[0-9a-f]{17})")


def check_type(value: str) -> str:
    if value not in TYPES:
        raise AwsError("UnsupportedParameterType", f"The parameter type {value} is not supported.")
    return value


def check_data_type(data_type: str, parameter_type: str, value: str) -> str:
    if data_type not in DATA_TYPES:
        raise validation(
            f"The following data type is not supported: {data_type} (Data type names are all lowercase.)"
        )
    if data_type == "aws:ec2:image":
        if parameter_type != "String":
            raise validation(f"The data type {data_type} is supported only for parameters of type String.")
        if not _IMAGE.fullmatch(value):
            raise validation(
                f"Parameter value, {value}, is not in the correct format for data type {data_type}. "
                "The value must be an Amazon Machine Image (AMI) ID, for example ami-12345678 or "
                "ami-1234567890abcdef0."
            )
    return data_type


def check_pattern(pattern: str | None, value: str) -> None:
    if pattern is None:
        return
    try:
        compiled = re.compile(pattern)
    except re.error:
        raise AwsError(
            "InvalidAllowedPatternException", "The allowed pattern must be a valid regular expression."
        ) from None
    if compiled.fullmatch(value) is None:
        raise AwsError(
            "ParameterPatternMismatchException",
            f"Parameter value, cannot be validated against allowedPattern: {pattern}",
        )


def policies_of(text: str | None) -> list[dict[str, Any]]:
    """The policies a Policies document declares (AWS's checks); [] for none."""
    if text is None:
        return []
    try:
        parsed = json.loads(text)
    except ValueError:
        raise AwsError("InvalidPolicyTypeException", "The policy is not valid JSON.") from None
    if not isinstance(parsed, list):
        parsed = [parsed]
    if len(parsed) > MAX_POLICIES:
        raise AwsError(
            "PoliciesLimitExceededException", "You specified more than the maximum number of policies."
        )
    seen: set[str] = set()
    for policy in parsed:
        kind = policy.get("Type") if isinstance(policy, dict) else None
        if kind not in _POLICY_TYPES or kind in seen:
            raise AwsError("InvalidPolicyTypeException", f"The policy type {kind} is not supported.")
        seen.add(kind)
        if policy.get("Version") != "1.0" or not isinstance(policy.get("Attributes"), dict):
            raise AwsError(
                "InvalidPolicyAttributeException", f"The {kind} policy is missing attributes or its version."
            )
        attributes = policy["Attributes"]
        if kind == "Expiration" and expiration_of(attributes) is None:
            raise AwsError(
                "InvalidPolicyAttributeException", "The Expiration policy needs a valid Timestamp."
            )
        if kind != "Expiration" and not (attributes.get("Before") or attributes.get("After")):
            raise AwsError("InvalidPolicyAttributeException", f"The {kind} policy needs Before or After.")
    return parsed


def expiration_of(attributes: dict[str, Any]) -> float | None:
    stamp = attributes.get("Timestamp")
    if not isinstance(stamp, str):
        return None
    try:
        moment = dt.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.timezone.utc)
    return moment.timestamp()


def expires_at(policies: str | None) -> float | None:
    for policy in policies_of(policies):
        if policy["Type"] == "Expiration":
            return expiration_of(policy["Attributes"])
    return None


def tier_for(requested: str | None, previous: str | None, value: str, has_policies: bool) -> str:
    """The tier a new version gets (AWS's size and policy rules, no downgrade from Advanced)."""
    if requested is not None and requested not in TIERS:
        raise validation(
            f"1 validation error detected: Value '{requested}' at 'tier' failed to satisfy constraint: "
            "Member must satisfy enum value set: [Standard, Advanced, Intelligent-Tiering]"
        )
    if len(value) > ADVANCED_MAX:
        raise validation("Advanced tier parameters support a maximum parameter value of 8192 characters.")
    needs_advanced = len(value) > STANDARD_MAX or has_policies
    if requested == "Intelligent-Tiering":
        tier = "Advanced" if needs_advanced or previous == "Advanced" else "Standard"
    elif requested is None:
        tier = previous or "Standard"
    else:
        tier = requested
    if tier == "Standard" and previous == "Advanced":
        raise validation(
            "This parameter uses the advanced-parameter tier. You can't downgrade a parameter from the "
            "advanced-parameter tier to the standard-parameter tier. If necessary, you can delete the advanced "
            "parameter and recreate it as a standard parameter."
        )
    if tier == "Standard" and len(value) > STANDARD_MAX:
        raise validation(
            "Standard tier parameters support a maximum parameter value of 4096 characters. To create a larger "
            "parameter value, upgrade the parameter to use the advanced-parameter tier. For more information, "
            "see https://docs.aws.amazon.com/systems-manager/latest/userguide/parameter-store-advanced-parameters.html"
        )
    if tier == "Standard" and has_policies:
        raise validation(
            "Parameter policies are supported only for the advanced-parameter tier. To use policies, "
            "upgrade the parameter to the advanced-parameter tier."
        )
    return tier


_LABEL = re.compile(r"[A-Za-z0-9_.\-]{1,100}")


def label_is_valid(label: str) -> bool:
    """AWS's label rules: letters, digits and ``._-``; not beginning with a digit, ``aws`` or ``ssm``."""
    return (
        bool(_LABEL.fullmatch(label))
        and not label[0].isdigit()
        and not label.lower().startswith(("aws", "ssm"))
    )
