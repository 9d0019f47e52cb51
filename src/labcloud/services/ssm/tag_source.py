"""SSM's parameters, documents, State Manager associations and maintenance windows as tagged resources for the Tagging API (``tag_sources.py``): listed from
its own tables, tagged through AddTagsToResource and RemoveTagsFromResource by type and name."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from labcloud.services.ssm import documents, names
from labcloud.services.ssm.state import SsmState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_parts, arn_prefix


def _name(arn: str, prefix: str) -> str:
    """A parameter's or document's name from its ARN (a parameter path keeps its leading slash)."""
    if prefix == "parameter/":
        found = names.from_arn(arn)
        if found is not None:
            return found[2]
    parts = arn_parts(arn)
    return (parts[3] if parts is not None else arn).removeprefix(prefix)


def _source(kind: str, prefix: str, resources: Callable[[str, str], Iterable[Tagged]]) -> TagSource:
    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        listed = [{"Key": k, "Value": v} for k, v in tags.items()]
        return TagCall(
            "ssm",
            "AddTagsToResource",
            {"ResourceType": kind, "ResourceId": _name(arn, prefix), "Tags": listed},
        )

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall(
            "ssm",
            "RemoveTagsFromResource",
            {"ResourceType": kind, "ResourceId": _name(arn, prefix), "TagKeys": list(keys)},
        )

    return TagSource(f"ssm:{prefix.rstrip('/')}", arn_prefix("ssm", prefix), resources, tag, untag)


def tag_sources(state: SsmState) -> tuple[TagSource, ...]:
    def parameters(account_id: str, region: str) -> Iterator[Tagged]:
        for parameter in state.parameters.listing(account_id, region):
            yield Tagged(names.arn(region, account_id, parameter.name), parameter.tags)

    def owned_documents(account_id: str, region: str) -> Iterator[Tagged]:
        for document in state.documents.listing(account_id, region):
            yield Tagged(documents.arn(region, account_id, document.name), document.tags)

    def associations(account_id: str, region: str) -> Iterator[Tagged]:
        for record in state.associations.listing(account_id, region):
            yield Tagged(f"arn:aws:ssm:{region}:{account_id}:association/{record.ident}", record.tags)

    def windows(account_id: str, region: str) -> Iterator[Tagged]:
        for record in state.windows.listing(account_id, region):
            yield Tagged(f"arn:aws:ssm:{region}:{account_id}:maintenancewindow/{record.ident}", record.tags)

    return (
        _source("Parameter", "parameter/", parameters),
        _source("Document", "document/", owned_documents),
        _source("Association", "association/", associations),
        _source("MaintenanceWindow", "maintenancewindow/", windows),
    )
