"""The limits API Gateway v2 holds a resource's tags to, wherever they arrive (TagResource, or the ``Tags`` of
CreateApi (HTTP and WebSocket, ImportApi too), CreateStage and CreateVpcLink; a custom domain name's go through API Gateway, which holds it): at
most 50 tags, keys of 1 to 128 characters that do not start with ``aws:``, values of at most 256 characters.
A breach is a BadRequestException naming it."""

from __future__ import annotations

from collections.abc import Mapping

from labcloud.services.apigatewayv2.errors import bad_request

MAX_TAGS = 50
MAX_KEY = 128
MAX_VALUE = 256


def checked_tags(tags: Mapping[str, str] | None) -> dict[str, str]:
    """``tags`` as a dict, once within the limits (the resource's whole set, after a change)."""
    given = dict(tags or {})
    if len(given) > MAX_TAGS:
        raise bad_request(f"Too many tags: a resource can have at most {MAX_TAGS}")
    for key, value in given.items():
        if key.lower().startswith("aws:"):
            raise bad_request("Tag keys starting with 'aws:' are reserved")
        if not 1 <= len(key) <= MAX_KEY:
            raise bad_request(f"Tag keys must be 1 to {MAX_KEY} characters long")
        if len(value) > MAX_VALUE:
            raise bad_request(f"Tag values must be at most {MAX_VALUE} characters long (key {key[:MAX_KEY]})")
    return given
