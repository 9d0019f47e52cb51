"""Small shared ground of IAM's behaviour modules: wire helpers and IAM's common errors."""

from __future__ import annotations

import json
from datetime import datetime
from urllib.parse import quote

from labcloud.errors import AwsError
from labcloud.services.iam.ids import from_epoch


def encode_document(text: str) -> str:
    """IAM answers policy documents URL-encoded (the SDKs and CLI decode them)."""
    return quote(text, safe="")


def tags_out(raw: str) -> list[dict[str, str]]:
    tags: list[dict[str, str]] = json.loads(raw or "[]")
    return tags


def date(value: float) -> datetime:
    return from_epoch(value)


def no_such_entity(message: str) -> AwsError:
    return AwsError("NoSuchEntity", message, status=404)


def already_exists(message: str) -> AwsError:
    return AwsError("EntityAlreadyExists", message, status=409)


def delete_conflict(message: str) -> AwsError:
    return AwsError("DeleteConflict", message, status=409)
