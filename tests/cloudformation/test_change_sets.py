"""Change sets: the CREATE type `aws cloudformation deploy` uses, --no-execute-changeset, changes, errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cfn_helpers import error_code, events, wait_stack


def template(timeout: int, extra: bool = False) -> str:
    resources: dict[str, Any] = {
        "Jobs": {"Type": "AWS::SQS::Queue", "Properties": {"VisibilityTimeout": timeout}},
        "Named": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "cs-named"}},
    }
    if extra:
        resources["Named"]["Properties"]["QueueName"] = "cs-renamed"
        resources["More"] = {"Type": "AWS::SQS::Queue"}
    return json.dumps({"Resources": resources})


def test_create_and_update_change_sets(cfn: Any) -> None:
    created = cfn.create_change_set(
        StackName="cs",
        ChangeSetName="first",
        ChangeSetType="CREATE",
        TemplateBody=template(30),
        Description="first one",
    )
    stack = cfn.describe_stacks(StackName="cs")["Stacks"][0]
    assert stack["StackStatus"] == "REVIEW_IN_PROGRESS"
    assert stack["StackId"] == created["StackId"]
    described = cfn.describe_change_set(ChangeSetName="first", StackName="cs")
    assert (described["Status"], described["ExecutionStatus"], described["Description"]) == (
        "CREATE_COMPLETE",
        "AVAILABLE",
        "first one",
    )
    assert [
        (c["ResourceChange"]["Action"], c["ResourceChange"]["LogicalResourceId"])
        for c in described["Changes"]
    ] == [("Add", "Jobs"), ("Add", "Named")]
    by_arn = cfn.describe_change_set(ChangeSetName=created["Id"])
    assert by_arn["ChangeSetName"] == "first"
    assert [s["ChangeSetName"] for s in cfn.list_change_sets(StackName="cs")["Summaries"]] == ["first"]
    with pytest.raises(Exception) as twice:
        cfn.create_change_set(
            StackName="cs", ChangeSetName="again", ChangeSetType="UPDATE", TemplateBody=template(30)
        )
    assert error_code(twice.value) == (
        "ValidationError",
        f"Stack:{created['StackId']} is in REVIEW_IN_PROGRESS state and can not be updated.",
    )

    cfn.execute_change_set(ChangeSetName="first", StackName="cs")
    assert wait_stack(cfn, "cs")["StackStatus"] == "CREATE_COMPLETE"
    assert cfn.describe_change_set(ChangeSetName=created["Id"])["ExecutionStatus"] == "EXECUTE_COMPLETE"
    assert events(cfn, "cs")[0] == ("cs", "REVIEW_IN_PROGRESS", "User Initiated")
    assert events(cfn, "cs")[1] == ("cs", "CREATE_IN_PROGRESS", "User Initiated")
    with pytest.raises(Exception) as executed:
        cfn.execute_change_set(ChangeSetName=created["Id"])
    assert error_code(executed.value)[0] == "InvalidChangeSetStatus"

    with pytest.raises(Exception) as exists:
        cfn.create_change_set(
            StackName="cs", ChangeSetName="dup", ChangeSetType="CREATE", TemplateBody=template(30)
        )
    assert error_code(exists.value) == (
        "ValidationError",
        "Stack [cs] already exists and cannot be created again with the changeSet [dup].",
    )

    empty = cfn.create_change_set(StackName="cs", ChangeSetName="empty", TemplateBody=template(30))
    shown = cfn.describe_change_set(ChangeSetName=empty["Id"])
    assert (shown["Status"], shown["ExecutionStatus"]) == ("FAILED", "UNAVAILABLE")
    assert shown["StatusReason"] == (
        "The submitted information didn't contain changes. Submit different information "
        "to create a change set."
    )
    with pytest.raises(Exception) as failed:
        cfn.execute_change_set(ChangeSetName=empty["Id"])
    assert error_code(failed.value) == (
        "InvalidChangeSetStatus",
        f"ChangeSet [{empty['Id']}] cannot be executed in its current status of [FAILED]",
    )
    cfn.delete_change_set(ChangeSetName=empty["Id"])

    update = cfn.create_change_set(
        StackName="cs", ChangeSetName="second", TemplateBody=template(60, extra=True)
    )
    changes = {
        c["ResourceChange"]["LogicalResourceId"]: c["ResourceChange"]
        for c in cfn.describe_change_set(ChangeSetName=update["Id"])["Changes"]
    }
    assert (changes["Jobs"]["Action"], changes["Jobs"]["Replacement"]) == ("Modify", "False")
    assert changes["Jobs"]["Details"][0]["Target"] == {
        "Attribute": "Properties",
        "Name": "VisibilityTimeout",
        "RequiresRecreation": "Never",
    }
    assert (changes["Named"]["Action"], changes["Named"]["Replacement"]) == ("Modify", "True")
    assert changes["More"]["Action"] == "Add"
    cfn.execute_change_set(ChangeSetName=update["Id"])
    assert wait_stack(cfn, "cs")["StackStatus"] == "UPDATE_COMPLETE"
    physical = {
        r["LogicalResourceId"]: r["PhysicalResourceId"]
        for r in cfn.list_stack_resources(StackName="cs")["StackResourceSummaries"]
    }
    assert physical["Named"].endswith("/cs-renamed")

    with pytest.raises(Exception) as missing:
        cfn.describe_change_set(ChangeSetName="nope", StackName="cs")
    assert error_code(missing.value) == ("ChangeSetNotFound", "ChangeSet [nope] does not exist")
    with pytest.raises(Exception) as no_stack:
        cfn.create_change_set(StackName="ghost", ChangeSetName="x", TemplateBody=template(30))
    assert error_code(no_stack.value) == ("ValidationError", "Stack [ghost] does not exist")


def test_cli_deploy_no_execute_changeset(labcloud: Any, cfn: Any, tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    path.write_text(template(30))
    out = labcloud.aws(
        "cloudformation",
        "deploy",
        "--template-file",
        str(path),
        "--stack-name",
        "review",
        "--no-execute-changeset",
    ).stdout
    assert "Changeset created successfully" in out
    stack = cfn.describe_stacks(StackName="review")["Stacks"][0]
    assert stack["StackStatus"] == "REVIEW_IN_PROGRESS"
    summaries = cfn.list_change_sets(StackName="review")["Summaries"]
    assert [(s["Status"], s["ExecutionStatus"]) for s in summaries] == [("CREATE_COMPLETE", "AVAILABLE")]
    labcloud.aws("cloudformation", "execute-change-set", "--change-set-name", summaries[0]["ChangeSetId"])
    assert wait_stack(cfn, "review")["StackStatus"] == "CREATE_COMPLETE"
