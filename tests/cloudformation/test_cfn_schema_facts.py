"""The checked-in schema facts cover every resource type labcloud registers, with their provenance."""

from __future__ import annotations

from labcloud.services.cloudformation.resources.property_schema import facts_for, provenance
from labcloud.services.cloudformation.resources.registry import HANDLERS


def test_every_registered_type_has_schema_facts() -> None:
    missing = [name for name in sorted(HANDLERS) if facts_for(name) is None]
    assert missing == []
    assert "cfn-lint" in provenance()
    function = facts_for("AWS::Lambda::Function")
    assert function is not None
    assert set(function.required) == {"Code", "Role"}
    assert {"Arn", "SnapStartResponse.ApplyOn"} <= function.attributes()
    assert ("FunctionName",) in function.create_only
