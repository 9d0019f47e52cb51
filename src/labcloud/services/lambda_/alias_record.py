"""A function alias as a typed record: the version it names and, while it routes, its weights.

:class:`Alias` is what GetAlias answers. It is stored as one JSON document; :meth:`Alias.from_doc` and
:meth:`Alias.to_doc` read and write exactly that document (members it does not model, or stored as null,
ride along in ``extra``), so data directories written before it existed open unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from labcloud.store.records import Record

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import AliasRoutingConfiguration

_MODELLED = frozenset(("AliasArn", "Name", "FunctionVersion", "Description", "RevisionId", "RoutingConfig"))


@dataclass(slots=True, eq=False, repr=False)
class Alias(Record):
    """One alias. Never changed in place: :meth:`but` makes the changed copy."""

    alias_arn: str
    name: str
    #: A version number or ``$LATEST``.
    function_version: str
    description: str
    revision_id: str
    #: Present only while the alias routes part of its traffic to another version.
    routing_config: AliasRoutingConfiguration | None = None
    #: Members this record does not model (and modelled ones stored as null), as stored.
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> Alias:
        return cls(
            alias_arn=doc["AliasArn"],
            name=doc["Name"],
            function_version=doc["FunctionVersion"],
            description=doc["Description"],
            revision_id=doc["RevisionId"],
            routing_config=doc.get("RoutingConfig"),
            extra=(
                {}
                if doc.keys() <= _MODELLED and None not in doc.values()
                else {k: v for k, v in doc.items() if k not in _MODELLED or v is None}
            ),
        )

    def to_doc(self) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "AliasArn": self.alias_arn,
            "Name": self.name,
            "FunctionVersion": self.function_version,
            "Description": self.description,
            "RevisionId": self.revision_id,
        }
        if self.routing_config is not None:
            doc["RoutingConfig"] = self.routing_config
        doc.update(self.extra)
        return doc

    def but(self, **changes: Any) -> Alias:
        """A copy with ``changes`` (attribute names); ``routing_config=None`` removes the routing."""
        if changes.get("routing_config", 0) is None and "RoutingConfig" in self.extra:
            changes["extra"] = {k: v for k, v in self.extra.items() if k != "RoutingConfig"}
        return replace(self, **changes)

    @property
    def weights(self) -> dict[str, float]:
        """Additional version -> its share of the invocations (empty unless the alias routes)."""
        return dict((self.routing_config or {}).get("AdditionalVersionWeights") or {})
