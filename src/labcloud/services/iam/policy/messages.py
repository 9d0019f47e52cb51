"""AWS's wording of access-denied messages, built from a :class:`Decision`."""

from __future__ import annotations

from labcloud.services.iam.policy.evaluator import Decision


def access_denied_message(principal_arn: str, action: str, resource: str, decision: Decision | None) -> str:
    """``User: ... is not authorized to perform: ... on resource: ...`` plus IAM's reason.

    With no decision (for example a trust policy refusing sts:AssumeRole) the reason is left
    out, as AWS does for that case.
    """
    head = f"User: {principal_arn} is not authorized to perform: {action} on resource: {resource}"
    if decision is None:
        return head
    if decision.kind == "explicit_deny":
        article = "an" if decision.source[0] in "aeiou" else "a"
        return f"{head} with an explicit deny in {article} {decision.source}"
    if decision.kind == "implicit_deny":
        return f"{head} because no {decision.source} allows the {action} action"
    raise ValueError("access_denied_message needs a denying decision")
