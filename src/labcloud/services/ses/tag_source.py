"""SES's identities, templates and configuration sets as tagged resources for the Tagging API
(``tag_sources.py``): listed from its own tables, tagged through SES v2's TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.ses.repo import config_sets, identities, templates
from labcloud.services.ses.state import SesState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource

#: More than an account holds in a region: one page is every one.
_ALL = 1 << 30


def tag_source(state: SesState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        base = f"arn:aws:ses:{region}:{account_id}"
        for identity in identities.listed(state.store, account_id, region, None, "", _ALL):
            yield Tagged(f"{base}:identity/{identity.identity}", dict(identity.tags))
        for template in templates.listed(state.store, account_id, region, "", _ALL):
            yield Tagged(f"{base}:template/{template.name}", dict(template.tags))
        for config_set in config_sets.listed(state.store, account_id, region, "", _ALL):
            yield Tagged(f"{base}:configuration-set/{config_set.name}", dict(config_set.tags))

    tag, untag = tag_resource("sesv2", "ResourceArn")
    owns = arn_prefix("ses")
    return TagSource(
        "ses",
        lambda arn: (
            owns(arn) and arn.split(":", 5)[5].startswith(("identity/", "template/", "configuration-set/"))
        ),
        resources,
        tag,
        untag,
    )
