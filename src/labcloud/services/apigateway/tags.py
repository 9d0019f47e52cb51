"""The limits API Gateway holds a resource's tags to, wherever they arrive (TagResource, or the ``tags`` of
CreateRestApi, CreateStage, CreateApiKey, CreateUsagePlan, CreateDomainName, CreateVpcLink,
GenerateClientCertificate...): at most 50 tags, keys of 1 to 128 characters that do not start with ``aws:``,
values of at most 256 characters. A breach is a BadRequestException naming it."""

from __future__ import annotations

from collections.abc import Mapping

from labcloud.services.apigateway.errors import bad_request

MAX_TAGS = 50
MAX_KEY = 128
MAX_VALUE = 256


def checked_tags(tags: Mapping[str, str]) -> dict[str, str]:
    """``tags`` as a dict, once within API Gateway's limits (the resource's whole set, after a change)."""
    if len(tags) > MAX_TAGS:
        raise bad_request(f"Too many tags: a resource can have at most {MAX_TAGS}")
    for key, value in tags.items():
        if key.lower().startswith("aws:"):
            raise bad_request("Tag keys starting with 'aws:' are reserved")
        if not 1 <= len(key) <= MAX_KEY:
            raise bad_request(f"Tag key must be between 1 and {MAX_KEY} characters long: {key[:MAX_KEY]}...")
        if len(value) > MAX_VALUE:
            raise bad_request(f"Tag value of key {key[:MAX_KEY]} must be at most {MAX_VALUE} characters long")
    return dict(tags)
