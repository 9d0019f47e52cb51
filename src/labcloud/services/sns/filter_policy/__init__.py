"""SNS subscription filter policies, as a pure library: parse and check a policy with AWS's limits
(``parse.py``), then match messages against it (``match.py``).

``compile_policy(text, scope)`` raises :class:`FilterPolicyError` (its ``reason`` is AWS's wording
after ``FilterPolicy: ``) or returns a :class:`Policy` whose ``matches(...)``
takes a message's attributes (name → (DataType, value text)) or its body.
"""

from __future__ import annotations

from labcloud.services.sns.filter_policy.match import matches_attributes, matches_body
from labcloud.services.sns.filter_policy.parse import FilterPolicyError, Policy, compile_policy

__all__ = ["FilterPolicyError", "Policy", "compile_policy", "matches_attributes", "matches_body"]
