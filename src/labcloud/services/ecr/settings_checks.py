"""A repository's settings as AWS checks them: tag mutability (with its exclusion filters), image scanning,
encryption (a KMS key checked with KMS through the pipeline), and tags."""

from __future__ import annotations

import fnmatch
import re
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ecr.errors import invalid_parameter, invalid_tag, kms, too_many_tags
from labcloud.services.ecr.state import EcrState

if TYPE_CHECKING:
    from labcloud.services.ecr.api import EncryptionConfiguration, ImageTagMutabilityExclusionFilter, Tag

MUTABILITIES = ("MUTABLE", "IMMUTABLE", "IMMUTABLE_WITH_EXCLUSION", "MUTABLE_WITH_EXCLUSION")
ENCRYPTIONS = ("AES256", "KMS", "KMS_DSSE")
#: Exclusion filters per repository (ECR's limit).
MAX_EXCLUSIONS = 5
_FILTER = re.compile(r"^[0-9a-zA-Z._*-]{1,128}$")
MAX_TAGS = 50


def mutability(
    value: str | None, filters: list[ImageTagMutabilityExclusionFilter] | None
) -> tuple[str, tuple[tuple[str, str], ...]]:
    """The mutability setting and its exclusion filters, as AWS accepts them."""
    setting = value or "MUTABLE"
    if setting not in MUTABILITIES:
        raise invalid_parameter(
            f"Invalid parameter at 'imageTagMutability' failed to satisfy constraint: 'Member must satisfy enum"
            f" value set: [{', '.join(MUTABILITIES)}]'"
        )
    given = filters or []
    if setting.endswith("_WITH_EXCLUSION") and not given:
        raise invalid_parameter(
            f"imageTagMutabilityExclusionFilters must be specified when imageTagMutability is {setting}"
        )
    if given and not setting.endswith("_WITH_EXCLUSION"):
        raise invalid_parameter(
            "imageTagMutabilityExclusionFilters can only be specified when imageTagMutability is"
            " IMMUTABLE_WITH_EXCLUSION or MUTABLE_WITH_EXCLUSION"
        )
    if len(given) > MAX_EXCLUSIONS:
        raise invalid_parameter(f"At most {MAX_EXCLUSIONS} imageTagMutabilityExclusionFilters are allowed")
    out: list[tuple[str, str]] = []
    for item in given:
        if item["filterType"] != "WILDCARD":
            raise invalid_parameter(f"Invalid filterType {item['filterType']!r}: the only type is WILDCARD")
        if _FILTER.match(item["filter"]) is None:
            raise invalid_parameter(
                f"Invalid filter {item['filter']!r}: use 1 to 128 letters, digits, '.', '_', '-' and '*'"
            )
        out.append(("WILDCARD", item["filter"]))
    return setting, tuple(out)


def tag_is_immutable(setting: str, exclusions: tuple[tuple[str, str], ...], tag: str) -> bool:
    """Whether ``tag`` may not be moved to another image under the repository's setting."""
    excluded = any(fnmatch.fnmatchcase(tag, pattern) for _, pattern in exclusions)
    if setting == "IMMUTABLE":
        return True
    if setting == "IMMUTABLE_WITH_EXCLUSION":
        return not excluded
    if setting == "MUTABLE_WITH_EXCLUSION":
        return excluded
    return False


def exclusions_shape(exclusions: tuple[tuple[str, str], ...]) -> list[dict[str, str]]:
    return [{"filterType": kind, "filter": value} for kind, value in exclusions]


async def encryption(
    state: EcrState, ctx: RequestContext, given: EncryptionConfiguration | None
) -> tuple[str, str | None]:
    """(encryptionType, the KMS key's ARN or None); a KMS key must exist and be enabled in KMS."""
    if not given:
        return "AES256", None
    kind = given["encryptionType"]
    if kind not in ENCRYPTIONS:
        raise invalid_parameter(
            f"Invalid parameter at 'encryptionType' failed to satisfy constraint: 'Member must satisfy enum"
            f" value set: [{', '.join(ENCRYPTIONS)}]'"
        )
    key = given.get("kmsKey")
    if kind == "AES256":
        if key:
            raise invalid_parameter(
                "Invalid parameter: kmsKey can only be specified when encryptionType is KMS"
            )
        return "AES256", None
    if not key:
        key = "alias/aws/ecr"
    try:
        described: dict[str, Any] = await state.services.call(
            "kms", "DescribeKey", {"KeyId": key}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as exc:
        raise kms(f"KMS key {key} could not be used: {exc.code}: {exc.message}") from None
    metadata = described.get("KeyMetadata") or {}
    if not metadata.get("Enabled", False):
        raise kms(f"KMS key {metadata.get('Arn', key)} is not enabled")
    return kind, str(metadata["Arn"])


def _check_tag(tag: Tag) -> None:
    key = tag.get("Key")
    value = tag.get("Value", "")
    if not key or len(key) > 128 or len(value) > 256:
        raise invalid_tag("Tag keys must be 1 to 128 characters and tag values at most 256 characters")
    if key.lower().startswith("aws:"):
        raise invalid_tag(f"Invalid tag key {key!r}: the aws: prefix is reserved for AWS use")


def merged(existing: tuple[tuple[str, str], ...], given: list[Tag] | None) -> tuple[tuple[str, str], ...]:
    out = dict(existing)
    for tag in given or []:
        _check_tag(tag)
        out[tag["Key"]] = tag.get("Value", "")
    if len(out) > MAX_TAGS:
        raise too_many_tags(f"A repository can have at most {MAX_TAGS} tags")
    return tuple(out.items())


def removed(existing: tuple[tuple[str, str], ...], keys: list[str]) -> tuple[tuple[str, str], ...]:
    out = dict(existing)
    for key in keys:
        if key.lower().startswith("aws:"):
            raise invalid_tag(f"Invalid tag key {key!r}: the aws: prefix is reserved for AWS use")
        out.pop(key, None)
    return tuple(out.items())


def listed(tags: tuple[tuple[str, str], ...]) -> list[Tag]:
    return [{"Key": key, "Value": value} for key, value in tags]
