"""Parsed, pre-compiled policy documents: :class:`Policy` and its :class:`Statement` s."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from labcloud.services.iam.policy.conditions import Condition
from labcloud.services.iam.policy.context import RequestContext
from labcloud.services.iam.policy.matchers import ActionMatcher, ResourceMatcher
from labcloud.services.iam.policy.principals import PrincipalSpec

ALLOW = "Allow"
DENY = "Deny"


@dataclass(frozen=True, slots=True)
class Statement:
    """One statement, ready to be matched against requests."""

    index: int
    sid: str | None
    effect: str
    actions: ActionMatcher
    not_action: bool
    resources: ResourceMatcher | None  # None: the element is absent (trust policies)
    not_resource: bool
    principal: PrincipalSpec | None
    not_principal: bool
    conditions: tuple[Condition, ...]

    @property
    def ref(self) -> str:
        """The Sid, or the statement's position when it has none (``#0``, ``#1``...)."""
        return self.sid if self.sid else f"#{self.index}"

    def applies(self, action: str, resource: str | None, context: RequestContext) -> bool:
        """Do Action, Resource and Condition all match? ``action`` must be lower-cased."""
        if self.actions.matches(action) == self.not_action:
            return False
        if self.resources is not None and resource is not None:
            if self.resources.matches(resource, context) == self.not_resource:
                return False
        for condition in self.conditions:
            if not condition.holds(context):
                return False
        return True

    def principal_matches(self, principal: str) -> bool:
        if self.principal is None:
            return False
        return self.principal.matches(principal, whole_accounts=not self.not_principal) != self.not_principal


@dataclass(frozen=True, slots=True)
class Policy:
    """A validated policy document. ``name`` labels it in decisions (policy name or ARN)."""

    version: str
    statements: tuple[Statement, ...]
    document: dict[str, Any] = field(compare=False, repr=False)
    name: str | None = None
    policy_id: str | None = None
    kind: str = "identity"  # identity | trust | resource
    deny_statements: tuple[Statement, ...] = field(default=(), compare=False, repr=False)
    allow_statements: tuple[Statement, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "deny_statements", tuple(s for s in self.statements if s.effect == DENY))
        object.__setattr__(self, "allow_statements", tuple(s for s in self.statements if s.effect == ALLOW))

    def named(self, name: str) -> Policy:
        """The same policy labelled ``name`` (statements are shared, not recompiled)."""
        return dataclasses.replace(self, name=name)
