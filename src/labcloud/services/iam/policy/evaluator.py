"""IAM's decision for identity-based policies, and the trust check behind sts:AssumeRole.

The logic is AWS's: a matching ``Deny`` statement in any policy decides (explicit deny);
otherwise a matching ``Allow`` statement allows; otherwise the request is implicitly denied.
The :class:`Decision` names the deciding policy and statement so a denial can be explained.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from labcloud.services.iam.policy.context import RequestContext
from labcloud.services.iam.policy.document import Policy, Statement

DecisionKind = Literal["explicit_deny", "allow", "implicit_deny"]


@dataclass(frozen=True, slots=True)
class Decision:
    """The outcome of one evaluation and what decided it."""

    allowed: bool
    kind: DecisionKind
    policy: str | None = None  # name of the deciding policy (None for an implicit deny)
    sid: str | None = None
    index: int | None = None
    #: Which kind of policy decided: an identity-based policy, a permissions boundary or a session policy.
    source: str = "identity-based policy"

    @property
    def statement(self) -> str | None:
        """The deciding statement's Sid, or ``#index`` when it has none."""
        if self.index is None:
            return None
        return self.sid if self.sid else f"#{self.index}"


IMPLICIT_DENY = Decision(False, "implicit_deny")
RESOURCE_POLICY = "resource-based policy"


def _decided(allowed: bool, kind: DecisionKind, policy: Policy, statement: Statement) -> Decision:
    return Decision(allowed, kind, policy.name, statement.sid, statement.index)


class Evaluator:
    """Evaluates requests against identity-based policies (stateless; call on the class)."""

    @staticmethod
    def evaluate(
        policies: Sequence[Policy],
        action: str,
        resource: str,
        context: Mapping[str, object] | None = None,
    ) -> Decision:
        """Explicit deny beats allow beats implicit deny, across all ``policies``."""
        wanted = action.lower()
        request = RequestContext(context)
        for policy in policies:
            for statement in policy.deny_statements:
                if statement.applies(wanted, resource, request):
                    return _decided(False, "explicit_deny", policy, statement)
        for policy in policies:
            for statement in policy.allow_statements:
                if statement.applies(wanted, resource, request):
                    return _decided(True, "allow", policy, statement)
        return IMPLICIT_DENY

    @staticmethod
    def evaluate_with_limits(
        policies: Sequence[Policy],
        limits: Sequence[tuple[str, Sequence[Policy]]],
        action: str,
        resource: str,
        context: Mapping[str, object] | None = None,
    ) -> Decision:
        """AWS's logic with permission limits (a permissions boundary, session policies).

        ``limits`` pairs each limit's label (``permissions boundary``, ``session policy``) with its
        policies. An explicit deny anywhere decides; otherwise the identity policies must allow and
        so must every limit: the effective permissions are the intersection.
        """
        decisions = [Evaluator.evaluate(policies, action, resource, context)]
        decisions += [
            replace(Evaluator.evaluate(found, action, resource, context), source=label)
            for label, found in limits
        ]
        for decision in decisions:
            if decision.kind == "explicit_deny":
                return decision
        for decision in decisions:
            if not decision.allowed:
                return decision
        return decisions[0]

    @staticmethod
    def trust_decision(
        trust_policy: Policy,
        principal_arn: str,
        action: str = "sts:AssumeRole",
        context: Mapping[str, object] | None = None,
    ) -> Decision:
        """Does the role's trust policy let ``principal_arn`` (or a service name) take ``action``?"""
        wanted = action.lower()
        request = RequestContext(context)
        for statement in trust_policy.deny_statements:
            if statement.principal_matches(principal_arn) and statement.applies(wanted, None, request):
                return _decided(False, "explicit_deny", trust_policy, statement)
        for statement in trust_policy.allow_statements:
            if statement.principal_matches(principal_arn) and statement.applies(wanted, None, request):
                return _decided(True, "allow", trust_policy, statement)
        return IMPLICIT_DENY


def resource_decision(
    policy: Policy,
    principal_arn: str,
    action: str,
    resource: str,
    context: Mapping[str, object] | None = None,
) -> Decision:
    """Does a resource-based policy let ``principal_arn`` perform ``action`` on ``resource``?"""
    wanted = action.lower()
    request = RequestContext(context)
    for statement in policy.deny_statements:
        if statement.principal_matches(principal_arn) and statement.applies(wanted, resource, request):
            return replace(_decided(False, "explicit_deny", policy, statement), source=RESOURCE_POLICY)
    for statement in policy.allow_statements:
        if statement.principal_matches(principal_arn) and statement.applies(wanted, resource, request):
            return replace(_decided(True, "allow", policy, statement), source=RESOURCE_POLICY)
    return replace(IMPLICIT_DENY, source=RESOURCE_POLICY)


def evaluate(
    policies: Sequence[Policy],
    action: str,
    resource: str,
    context: Mapping[str, object] | None = None,
) -> Decision:
    """Module-level shortcut for :meth:`Evaluator.evaluate`."""
    return Evaluator.evaluate(policies, action, resource, context)


def trust_allows(
    trust_policy: Policy,
    principal_arn: str,
    action: str = "sts:AssumeRole",
    context: Mapping[str, object] | None = None,
) -> bool:
    """True when the trust policy allows ``principal_arn`` to perform ``action`` on the role."""
    return Evaluator.trust_decision(trust_policy, principal_arn, action, context).allowed
