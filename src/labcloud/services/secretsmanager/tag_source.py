"""Secrets Manager's secrets as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
table, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.secretsmanager.state import SecretsState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: SecretsState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for secret in state.secrets.all_in(account_id, region):
            yield Tagged(secret.arn, dict(secret.tags))

    tag, untag = tag_resource("secretsmanager", "SecretId")
    return TagSource("secretsmanager:secret", arn_prefix("secretsmanager", "secret:"), resources, tag, untag)
