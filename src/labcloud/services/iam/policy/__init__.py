"""The IAM policy language: parsing/validation, evaluation and access-denied messages.

Typical use by the enforcement step::

    policy = parse_policy(document_text, name="orders-writer")
    decision = Evaluator.evaluate([policy], "dynamodb:PutItem", table_arn, {"aws:username": "bob"})
    if not decision.allowed:
        raise AwsError("AccessDeniedException", access_denied_message(caller_arn, action, table_arn, decision))
"""

from labcloud.services.iam.policy.context import RequestContext
from labcloud.services.iam.policy.document import Policy, Statement
from labcloud.services.iam.policy.evaluator import (
    Decision,
    DecisionKind,
    Evaluator,
    evaluate,
    resource_decision,
    trust_allows,
)
from labcloud.services.iam.policy.messages import access_denied_message
from labcloud.services.iam.policy.parser import (
    VERSION_2008,
    VERSION_2012,
    parse_policy,
    parse_resource_policy,
    parse_trust_policy,
)

__all__ = [
    "resource_decision",
    "VERSION_2008",
    "VERSION_2012",
    "Decision",
    "DecisionKind",
    "Evaluator",
    "Policy",
    "RequestContext",
    "Statement",
    "access_denied_message",
    "evaluate",
    "parse_policy",
    "parse_resource_policy",
    "parse_trust_policy",
    "trust_allows",
]
