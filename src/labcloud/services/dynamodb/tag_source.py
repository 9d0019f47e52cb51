"""DynamoDB's tables as tagged resources for the Tagging API (``tag_sources.py``): read from its tables'
definitions, tagged through TagResource and UntagResource. An index's own tags are not listed (AWS's
Tagging API lists tables)."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.dynamodb.state import DynamoDBState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: DynamoDBState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for name in state.tables.names(account_id, region):
            table = state.tables.find(account_id, region, name)
            if table is not None:
                tags = {tag.key: tag.value for tag in table.definition.tags or ()}
                yield Tagged(table.arn, tags)

    tag, untag = tag_resource("dynamodb", "ResourceArn")
    owns = arn_prefix("dynamodb", "table/")
    return TagSource("dynamodb:table", lambda arn: owns(arn) and "/index/" not in arn, resources, tag, untag)
