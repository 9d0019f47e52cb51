"""DeletionPolicy / UpdateReplacePolicy (Retain keeps, Snapshot deletes a type without snapshots, as AWS)
and stack policies (Create/Update/SetStackPolicy, GetStackPolicy; a denied update fails with AWS's reason)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import events, wait_stack

ALLOW_ALL = {"Effect": "Allow", "Action": "Update:*", "Principal": "*", "Resource": "*"}


def queues(labcloud: Any) -> list[str]:
    urls = labcloud.boto3_client("sqs").list_queues().get("QueueUrls", [])
    return sorted(url.rsplit("/", 1)[-1] for url in urls)


def test_retain_and_snapshot_policies(labcloud: Any, cfn: Any) -> None:
    def body(name: str) -> str:
        return json.dumps(
            {
                "Resources": {
                    "Kept": {
                        "Type": "AWS::SQS::Queue",
                        "DeletionPolicy": "Retain",
                        "Properties": {"QueueName": "kept"},
                    },
                    "Gone": {
                        "Type": "AWS::SQS::Queue",
                        "DeletionPolicy": "Snapshot",
                        "Properties": {"QueueName": "gone"},
                    },
                    "Renamed": {
                        "Type": "AWS::SQS::Queue",
                        "UpdateReplacePolicy": "Retain",
                        "Properties": {"QueueName": name},
                    },
                }
            }
        )

    stack_id = cfn.create_stack(StackName="keep", TemplateBody=body("first"))["StackId"]
    assert wait_stack(cfn, "keep")["StackStatus"] == "CREATE_COMPLETE"
    cfn.update_stack(StackName="keep", TemplateBody=body("second"))
    assert wait_stack(cfn, "keep")["StackStatus"] == "UPDATE_COMPLETE"
    assert ("Renamed", "DELETE_SKIPPED", None) in events(cfn, "keep")
    assert queues(labcloud) == ["first", "gone", "kept", "second"]
    cfn.delete_stack(StackName="keep")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    shown = events(cfn, stack_id)
    assert ("Kept", "DELETE_SKIPPED", None) in shown and ("Gone", "DELETE_COMPLETE", None) in shown
    assert queues(labcloud) == ["first", "kept"]


def template(name: str, visibility: int = 30, extra: bool = True) -> str:
    resources: dict[str, Any] = {
        "Protected": {
            "Type": "AWS::SQS::Queue",
            "Properties": {"QueueName": name, "VisibilityTimeout": visibility},
        }
    }
    if extra:
        resources["Extra"] = {"Type": "AWS::SQS::Queue"}
    return json.dumps({"Resources": resources})


def test_stack_policy_denies_replacement_allows_modify(labcloud: Any, cfn: Any) -> None:
    policy = json.dumps(
        {
            "Statement": [
                ALLOW_ALL,
                {
                    "Effect": "Deny",
                    "Action": ["Update:Replace", "Update:Delete"],
                    "Principal": "*",
                    "Resource": "LogicalResourceId/Prot*",
                },
            ]
        }
    )
    cfn.create_stack(StackName="guarded", TemplateBody=template("a"), StackPolicyBody=policy)
    assert wait_stack(cfn, "guarded")["StackStatus"] == "CREATE_COMPLETE"
    assert cfn.get_stack_policy(StackName="guarded")["StackPolicyBody"] == policy

    cfn.update_stack(StackName="guarded", TemplateBody=template("b"))
    stack = wait_stack(cfn, "guarded")
    assert stack["StackStatus"] == "UPDATE_ROLLBACK_COMPLETE"
    shown = events(cfn, "guarded")
    assert (
        "Protected",
        "UPDATE_FAILED",
        "Action denied by stack policy: Statement [#2] does not allow [Update:Replace] for resource "
        "[LogicalResourceId/Protected]",
    ) in shown
    assert (
        "guarded",
        "UPDATE_ROLLBACK_IN_PROGRESS",
        "The following resource(s) failed to update: [Protected]. ",
    ) in shown
    assert queues(labcloud)[0] == "a" and len(queues(labcloud)) == 2

    # A modification is allowed by the first statement.
    cfn.update_stack(StackName="guarded", TemplateBody=template("a", visibility=40))
    assert wait_stack(cfn, "guarded")["StackStatus"] == "UPDATE_COMPLETE"

    # The policy given for one update overrides the stack's for that update only.
    cfn.update_stack(
        StackName="guarded",
        TemplateBody=template("b", visibility=40),
        StackPolicyDuringUpdateBody=json.dumps({"Statement": [ALLOW_ALL]}),
    )
    assert wait_stack(cfn, "guarded")["StackStatus"] == "UPDATE_COMPLETE"
    assert "b" in queues(labcloud) and "a" not in queues(labcloud)
    assert cfn.get_stack_policy(StackName="guarded")["StackPolicyBody"] == policy


def test_set_stack_policy_conditions_and_implicit_deny(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="later", TemplateBody=template("q"))
    assert wait_stack(cfn, "later")["StackStatus"] == "CREATE_COMPLETE"
    assert "StackPolicyBody" not in cfn.get_stack_policy(StackName="later")
    no_queue_delete = {
        "Statement": [
            ALLOW_ALL,
            {
                "Effect": "Deny",
                "Action": "Update:Delete",
                "Principal": "*",
                "Resource": "*",
                "Condition": {"StringEquals": {"ResourceType": ["AWS::SQS::Queue"]}},
            },
        ]
    }
    cfn.set_stack_policy(StackName="later", StackPolicyBody=json.dumps(no_queue_delete))
    cfn.update_stack(StackName="later", TemplateBody=template("q", extra=False))
    assert wait_stack(cfn, "later")["StackStatus"] == "UPDATE_ROLLBACK_COMPLETE"
    [failed] = [e for e in events(cfn, "later") if e[1] == "UPDATE_FAILED"]
    assert failed[:2] == ("Extra", "UPDATE_FAILED") and "does not allow [Update:Delete]" in (failed[2] or "")

    only_others = {"Statement": [{**ALLOW_ALL, "Resource": "LogicalResourceId/Other"}]}
    cfn.set_stack_policy(StackName="later", StackPolicyBody=json.dumps(only_others))
    cfn.update_stack(StackName="later", TemplateBody=template("q", visibility=50))
    assert wait_stack(cfn, "later")["StackStatus"] == "UPDATE_ROLLBACK_COMPLETE"
    failed = [e for e in events(cfn, "later") if e[1] == "UPDATE_FAILED"][-1]
    assert failed == (
        "Protected",
        "UPDATE_FAILED",
        "Action not allowed by stack policy: no statement allows [Update:Modify] for resource "
        "[LogicalResourceId/Protected]",
    )


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("not json", "Error validating stack policy: the policy is not valid JSON"),
        (
            json.dumps({"Statement": []}),
            "Error validating stack policy: the policy must have a Statement list",
        ),
        (
            json.dumps({"Statement": [{**ALLOW_ALL, "Action": "Update:Rename"}]}),
            "Error validating stack policy: Statement [#1] has an unknown action Update:Rename",
        ),
        (
            json.dumps({"Statement": [{**ALLOW_ALL, "Effect": "Maybe"}]}),
            "Error validating stack policy: Statement [#1] Effect must be Allow or Deny",
        ),
    ],
)
def test_malformed_policies_refused(labcloud: Any, cfn: Any, body: str, message: str) -> None:
    with pytest.raises(ClientError) as refused:
        cfn.create_stack(StackName="x", TemplateBody=template("x"), StackPolicyBody=body)
    assert (refused.value.response["Error"]["Code"], refused.value.response["Error"]["Message"]) == (
        "ValidationError",
        message,
    )


def test_set_stack_policy_errors(labcloud: Any, cfn: Any) -> None:
    with pytest.raises(ClientError) as missing:
        cfn.set_stack_policy(StackName="absent", StackPolicyBody=json.dumps({"Statement": [ALLOW_ALL]}))
    assert missing.value.response["Error"]["Message"] == "Stack with id absent does not exist"
    cfn.create_stack(StackName="p", TemplateBody=template("p"))
    with pytest.raises(ClientError) as neither:
        cfn.set_stack_policy(StackName="p")
    assert (
        neither.value.response["Error"]["Message"]
        == "Either StackPolicyBody or StackPolicyURL must be specified."
    )
