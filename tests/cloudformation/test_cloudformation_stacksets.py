"""StackSets are answered as for an account without any: an empty list, StackSetNotFoundException for a
named set (DeleteStackSet has nothing to delete), and a ValidationError that says CreateStackSet is not supported (never a 501)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError


def refused(call: Any, **kwargs: Any) -> tuple[str, str, int]:
    with pytest.raises(ClientError) as error:
        call(**kwargs)
    response = error.value.response
    return (
        response["Error"]["Code"],
        response["Error"]["Message"],
        response["ResponseMetadata"]["HTTPStatusCode"],
    )


def test_stack_sets_refused_as_aws_shapes_it(labcloud: Any, cfn: Any) -> None:
    assert cfn.list_stack_sets()["Summaries"] == []
    not_found = ("StackSetNotFoundException", "StackSet team not found", 404)
    assert refused(cfn.describe_stack_set, StackSetName="team") == not_found
    assert refused(cfn.list_stack_instances, StackSetName="team") == not_found
    assert (
        cfn.delete_stack_set(StackSetName="team")["ResponseMetadata"]["HTTPStatusCode"] == 200
    )  # nothing to delete
    assert refused(
        cfn.create_stack_instances, StackSetName="team", Regions=["us-east-1"], Accounts=["1" * 12]
    ) == (not_found)
    assert refused(cfn.get_template_summary, StackSetName="team") == not_found
    body = json.dumps({"Resources": {"Q": {"Type": "AWS::SQS::Queue"}}})
    assert refused(cfn.create_stack_set, StackSetName="team", TemplateBody=body) == (
        "ValidationError",
        "labcloud does not support StackSets (CreateStackSet): deploy the template to each account and region "
        "with CreateStack",
        400,
    )
