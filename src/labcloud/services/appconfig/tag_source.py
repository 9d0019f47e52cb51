"""AppConfig's applications, environments, configuration profiles and deployment strategies as tagged
resources for the Tagging API (``tag_sources.py``): listed from its own records, tagged through TagResource and
UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.appconfig.state import AppConfigState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource

#: Record kind → its ARN's path, from the record's document.
_PATHS = {
    "app": lambda doc: f"application/{doc['Id']}",
    "env": lambda doc: f"application/{doc['ApplicationId']}/environment/{doc['Id']}",
    "profile": lambda doc: f"application/{doc['ApplicationId']}/configurationprofile/{doc['Id']}",
    "strategy": lambda doc: f"deploymentstrategy/{doc['Id']}",
}


def tag_source(state: AppConfigState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for kind, path in _PATHS.items():
            for doc in state.records.listed(account_id, region, kind):
                arn = f"arn:aws:appconfig:{region}:{account_id}:{path(doc)}"
                yield Tagged(arn, dict(doc.get("_tags") or {}))

    tag, untag = tag_resource("appconfig", "ResourceArn", pairs=None)
    owns = arn_prefix("appconfig")
    return TagSource("appconfig", lambda arn: owns(arn) and "/deployment/" not in arn, resources, tag, untag)
