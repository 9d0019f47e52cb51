"""AWS's checks on a group's name, description, settings and tags."""

from __future__ import annotations

import re

from labcloud.services.resourcegroups.errors import bad_request

MAX_TAGS = 50
_NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,300}$")
_DESCRIPTION = re.compile(r"^[\sa-zA-Z0-9_.-]{0,1024}$")


def name(given: str) -> str:
    if not _NAME.match(given):
        raise bad_request(f"Group name {given} is not valid: use 1 to 300 letters, digits, '_', '.' and '-'.")
    if given.lower().startswith("aws"):
        raise bad_request("Group names starting with AWS or aws are reserved.")
    return given


def description(given: str | None) -> str | None:
    if given is not None and not _DESCRIPTION.match(given):
        raise bad_request(
            "The description is not valid: at most 1024 letters, digits, spaces, '_', '.' and '-'."
        )
    return given


def criticality(given: int | None) -> int | None:
    if given is not None and not 1 <= given <= 10:
        raise bad_request("Criticality must be between 1 and 10.")
    return given


def tags(existing: dict[str, str], given: dict[str, str]) -> dict[str, str]:
    for key, value in given.items():
        if not 1 <= len(key) <= 128 or len(value) > 256:
            raise bad_request("Tag keys are 1 to 128 characters and values at most 256.")
        if key.lower().startswith("aws:"):
            raise bad_request(f"Tag key {key} is not valid: the aws: prefix is reserved.")
    merged = {**existing, **given}
    if len(merged) > MAX_TAGS:
        raise bad_request(f"A group can have at most {MAX_TAGS} tags.")
    return merged
