"""The stack API with boto3: events and statuses exactly as AWS writes them, rollback, updates, policies."""

from __future__ import annotations

import json
from typing import Any

import pytest
from cfn_helpers import error_code, events, wait_stack

QUEUE_ONLY = {"Resources": {"Jobs": {"Type": "AWS::SQS::Queue", "Properties": {"VisibilityTimeout": 30}}}}


def body(template: dict[str, Any]) -> str:
    return json.dumps(template)


def test_create_events_outputs_and_delete(cfn: Any, labcloud: Any) -> None:
    template = {
        "Parameters": {
            "Stage": {"Type": "String", "Default": "dev", "AllowedValues": ["dev", "prod"]},
            "Secret": {"Type": "String", "NoEcho": True},
        },
        "Resources": {
            "Jobs": {"Type": "AWS::SQS::Queue"},
            "Dlq": {
                "Type": "AWS::SQS::Queue",
                "Properties": {"QueueName": {"Fn::Sub": "${AWS::StackName}-dlq"}},
            },
        },
        "Outputs": {
            "Url": {"Value": {"Ref": "Jobs"}, "Description": "the jobs queue"},
            "DlqArn": {"Value": {"Fn::GetAtt": ["Dlq", "Arn"]}},
        },
    }
    stack_id = cfn.create_stack(
        StackName="life",
        TemplateBody=body(template),
        Parameters=[{"ParameterKey": "Secret", "ParameterValue": "hunter2"}],
    )["StackId"]
    assert stack_id.startswith("arn:aws:cloudformation:us-east-1:000000000000:stack/life/")
    stack = wait_stack(cfn, "life")
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    assert sorted((p["ParameterKey"], p["ParameterValue"]) for p in stack["Parameters"]) == [
        ("Secret", "****"),
        ("Stage", "dev"),
    ]
    outputs = {o["OutputKey"]: o for o in stack["Outputs"]}
    assert outputs["DlqArn"]["OutputValue"] == "arn:aws:sqs:us-east-1:000000000000:life-dlq"
    assert outputs["Url"]["Description"] == "the jobs queue"
    assert events(cfn, "life") == [
        ("life", "CREATE_IN_PROGRESS", "User Initiated"),
        ("Jobs", "CREATE_IN_PROGRESS", None),
        ("Jobs", "CREATE_IN_PROGRESS", "Resource creation Initiated"),
        ("Jobs", "CREATE_COMPLETE", None),
        ("Dlq", "CREATE_IN_PROGRESS", None),
        ("Dlq", "CREATE_IN_PROGRESS", "Resource creation Initiated"),
        ("Dlq", "CREATE_COMPLETE", None),
        ("life", "CREATE_COMPLETE", None),
    ]
    detail = cfn.describe_stack_resource(StackName="life", LogicalResourceId="Dlq")["StackResourceDetail"]
    assert detail["PhysicalResourceId"].endswith("/000000000000/life-dlq")
    assert detail["ResourceStatus"] == "CREATE_COMPLETE"
    listed = cfn.describe_stack_resources(PhysicalResourceId=detail["PhysicalResourceId"])["StackResources"]
    assert [(r["StackName"], r["LogicalResourceId"]) for r in listed] == [("life", "Dlq")]
    with pytest.raises(Exception) as missing:
        cfn.describe_stack_resource(StackName="life", LogicalResourceId="Nope")
    assert error_code(missing.value) == ("ValidationError", "Resource Nope does not exist for stack life")
    original = cfn.get_template(StackName="life")
    assert original["TemplateBody"] == template  # botocore decodes JSON template bodies
    assert original["StagesAvailable"] == ["Original", "Processed"]
    summary = cfn.get_template_summary(StackName="life")
    assert summary["ResourceTypes"] == ["AWS::SQS::Queue"]
    assert [(p["ParameterKey"], p["NoEcho"]) for p in summary["Parameters"]] == [
        ("Stage", False),
        ("Secret", True),
    ]

    with pytest.raises(Exception) as again:
        cfn.create_stack(StackName="life", TemplateBody=body(template))
    assert error_code(again.value) == ("AlreadyExistsException", "Stack [life] already exists")

    cfn.delete_stack(StackName="life")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    # Dependents first; independent resources in reverse creation order.
    assert events(cfn, stack_id)[8:] == [
        ("life", "DELETE_IN_PROGRESS", "User Initiated"),
        ("Dlq", "DELETE_IN_PROGRESS", None),
        ("Dlq", "DELETE_COMPLETE", None),
        ("Jobs", "DELETE_IN_PROGRESS", None),
        ("Jobs", "DELETE_COMPLETE", None),
        ("life", "DELETE_COMPLETE", None),
    ]
    assert labcloud.boto3_client("sqs").list_queues().get("QueueUrls", []) == []
    # A deleted stack is gone by name; deleting it again is a no-op success as on AWS.
    with pytest.raises(Exception) as gone:
        cfn.describe_stacks(StackName="life")
    assert error_code(gone.value) == ("ValidationError", "Stack with id life does not exist")
    cfn.delete_stack(StackName="life")


def test_failed_resource_rolls_back_with_aws_events(cfn: Any, labcloud: Any) -> None:
    template = {
        "Resources": {
            "Good": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "rb-good"}},
            "Bad": {
                "Type": "AWS::SQS::Queue",
                "DependsOn": "Good",
                # within the schema (a plain string there) but refused by SQS itself: the handler's error
                "Properties": {"QueueName": "rb-bad.fifo", "FifoQueue": True, "DeduplicationScope": "all"},
            },
        }
    }
    stack_id = cfn.create_stack(StackName="rb", TemplateBody=body(template))["StackId"]
    stack = wait_stack(cfn, "rb")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    shown = events(cfn, "rb")
    assert shown[6] == (
        "rb",
        "ROLLBACK_IN_PROGRESS",
        "The following resource(s) failed to create: [Bad]. Rollback requested by user.",
    )
    assert [(e[0], e[1]) for e in shown] == [
        ("rb", "CREATE_IN_PROGRESS"),
        ("Good", "CREATE_IN_PROGRESS"),
        ("Good", "CREATE_IN_PROGRESS"),
        ("Good", "CREATE_COMPLETE"),
        ("Bad", "CREATE_IN_PROGRESS"),
        ("Bad", "CREATE_FAILED"),
        ("rb", "ROLLBACK_IN_PROGRESS"),
        ("Bad", "DELETE_IN_PROGRESS"),
        ("Bad", "DELETE_COMPLETE"),
        ("Good", "DELETE_IN_PROGRESS"),
        ("Good", "DELETE_COMPLETE"),
        ("rb", "ROLLBACK_COMPLETE"),
    ]
    reason = shown[5][2] or ""
    assert reason.startswith('Resource handler returned message: "')
    assert "InvalidAttributeValue" in reason and "HandlerErrorCode: InvalidRequest" in reason
    assert labcloud.boto3_client("sqs").list_queues().get("QueueUrls", []) == []
    # A rolled-back stack cannot be updated, only deleted.
    with pytest.raises(Exception) as blocked:
        cfn.update_stack(StackName="rb", TemplateBody=body(QUEUE_ONLY))
    assert error_code(blocked.value) == (
        "ValidationError",
        f"Stack:{stack_id} is in ROLLBACK_COMPLETE state and can not be updated.",
    )
    cfn.delete_stack(StackName="rb")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"


def test_disable_rollback_keeps_created_resources(cfn: Any, labcloud: Any) -> None:
    template = {
        "Resources": {
            "Good": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "keep-good"}},
            "Disk": {
                "Type": "AWS::EC2::Volume",
                "DependsOn": "Good",
                "Properties": {"AvailabilityZone": "us-east-1a"},
            },
        }
    }
    cfn.create_stack(StackName="norb", TemplateBody=body(template), DisableRollback=True)
    stack = wait_stack(cfn, "norb")
    assert stack["StackStatus"] == "CREATE_FAILED"
    failed = [e for e in events(cfn, "norb") if e[1] == "CREATE_FAILED"]
    assert failed[0][0] == "Disk"
    assert (failed[0][2] or "").startswith("Resource type AWS::EC2::Volume is not supported by labcloud")
    assert [u.rsplit("/", 1)[1] for u in labcloud.boto3_client("sqs").list_queues()["QueueUrls"]] == [
        "keep-good"
    ]


def test_update_modify_replace_remove_and_cleanup(cfn: Any, labcloud: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    first = {
        "Resources": {
            "Jobs": {
                "Type": "AWS::SQS::Queue",
                "Properties": {"QueueName": "up-jobs", "VisibilityTimeout": 30},
            },
            "Named": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "up-old"}},
            "Gone": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "up-gone"}},
        }
    }
    cfn.create_stack(StackName="up", TemplateBody=body(first))
    assert wait_stack(cfn, "up")["StackStatus"] == "CREATE_COMPLETE"
    jobs_url = cfn.describe_stack_resource(StackName="up", LogicalResourceId="Jobs")["StackResourceDetail"][
        "PhysicalResourceId"
    ]
    second = {
        "Resources": {
            "Jobs": {
                "Type": "AWS::SQS::Queue",
                "Properties": {"QueueName": "up-jobs", "VisibilityTimeout": 45},
            },
            "Named": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "up-new"}},
        }
    }
    cfn.update_stack(StackName="up", TemplateBody=body(second))
    stack = wait_stack(cfn, "up")
    assert stack["StackStatus"] == "UPDATE_COMPLETE"
    update_events = events(cfn, "up")[11:]
    assert update_events[0] == ("up", "UPDATE_IN_PROGRESS", "User Initiated")
    assert ("Jobs", "UPDATE_IN_PROGRESS", None) in update_events
    assert (
        "Named",
        "UPDATE_IN_PROGRESS",
        "Requested update requires the creation of a new physical resource; hence creating one.",
    ) in update_events
    cleanup = update_events.index(("up", "UPDATE_COMPLETE_CLEANUP_IN_PROGRESS", None))
    assert {(e[0], e[1]) for e in update_events[cleanup + 1 : -1]} == {
        ("Named", "DELETE_IN_PROGRESS"),
        ("Named", "DELETE_COMPLETE"),
        ("Gone", "DELETE_IN_PROGRESS"),
        ("Gone", "DELETE_COMPLETE"),
    }
    assert update_events[-1] == ("up", "UPDATE_COMPLETE", None)
    names = sorted(u.rsplit("/", 1)[1] for u in sqs.list_queues()["QueueUrls"])
    assert names == ["up-jobs", "up-new"]
    assert sqs.get_queue_attributes(QueueUrl=jobs_url, AttributeNames=["VisibilityTimeout"])[
        "Attributes"
    ] == {"VisibilityTimeout": "45"}
    assert sorted(
        r["LogicalResourceId"] for r in cfn.list_stack_resources(StackName="up")["StackResourceSummaries"]
    ) == ["Jobs", "Named"]
    with pytest.raises(Exception) as same:
        cfn.update_stack(StackName="up", TemplateBody=body(second))
    assert error_code(same.value) == ("ValidationError", "No updates are to be performed.")


def test_failed_update_rolls_back_to_the_previous_state(cfn: Any, labcloud: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    first = {
        "Resources": {
            "Jobs": {
                "Type": "AWS::SQS::Queue",
                "Properties": {"QueueName": "urb-jobs", "VisibilityTimeout": 30},
            }
        }
    }
    cfn.create_stack(StackName="urb", TemplateBody=body(first))
    assert wait_stack(cfn, "urb")["StackStatus"] == "CREATE_COMPLETE"
    second = {
        "Resources": {
            "Jobs": {
                "Type": "AWS::SQS::Queue",
                "Properties": {"QueueName": "urb-jobs", "VisibilityTimeout": 60},
            },
            "Extra": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "urb-extra"}},
            "Broken": {
                "Type": "AWS::SQS::Queue",
                "DependsOn": ["Jobs", "Extra"],
                "Properties": {"QueueName": "urb-broken", "DelaySeconds": 9000},
            },
        }
    }
    cfn.update_stack(StackName="urb", TemplateBody=body(second))
    stack = wait_stack(cfn, "urb")
    assert stack["StackStatus"] == "UPDATE_ROLLBACK_COMPLETE"
    statuses = [e[1] for e in events(cfn, "urb") if e[0] == "urb"]
    assert statuses == [
        "CREATE_IN_PROGRESS",
        "CREATE_COMPLETE",
        "UPDATE_IN_PROGRESS",
        "UPDATE_ROLLBACK_IN_PROGRESS",
        "UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS",
        "UPDATE_ROLLBACK_COMPLETE",
    ]
    reason = [e[2] for e in events(cfn, "urb") if e[1] == "UPDATE_ROLLBACK_IN_PROGRESS"][0]
    assert reason == "The following resource(s) failed to create: [Broken]. "
    assert [
        (r["LogicalResourceId"], r["ResourceStatus"])
        for r in cfn.list_stack_resources(StackName="urb")["StackResourceSummaries"]
    ] == [("Jobs", "UPDATE_COMPLETE")]
    url = sqs.get_queue_url(QueueName="urb-jobs")["QueueUrl"]
    assert sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["VisibilityTimeout"])["Attributes"] == {
        "VisibilityTimeout": "30"
    }
    assert sorted(u.rsplit("/", 1)[1] for u in sqs.list_queues()["QueueUrls"]) == ["urb-jobs"]
    assert cfn.get_template(StackName="urb")["TemplateBody"] == first
    # After UPDATE_ROLLBACK_COMPLETE the stack can be updated again.
    cfn.update_stack(
        StackName="urb",
        TemplateBody=body(
            {
                "Resources": {
                    "Jobs": {
                        "Type": "AWS::SQS::Queue",
                        "Properties": {"QueueName": "urb-jobs", "VisibilityTimeout": 40},
                    }
                }
            }
        ),
    )
    assert wait_stack(cfn, "urb")["StackStatus"] == "UPDATE_COMPLETE"


def test_deletion_policy_retain_and_termination_protection(cfn: Any, labcloud: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    template = {
        "Resources": {
            "Kept": {
                "Type": "AWS::SQS::Queue",
                "DeletionPolicy": "Retain",
                "Properties": {"QueueName": "kept"},
            },
            "Dropped": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "dropped"}},
        }
    }
    stack_id = cfn.create_stack(
        StackName="keep", TemplateBody=body(template), EnableTerminationProtection=True
    )["StackId"]
    wait_stack(cfn, "keep")
    with pytest.raises(Exception) as protected:
        cfn.delete_stack(StackName="keep")
    assert error_code(protected.value) == (
        "ValidationError",
        "Stack [keep] cannot be deleted while TerminationProtection is enabled",
    )
    cfn.update_termination_protection(StackName="keep", EnableTerminationProtection=False)
    cfn.delete_stack(StackName="keep")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert ("Kept", "DELETE_SKIPPED", None) in events(cfn, stack_id)
    assert [u.rsplit("/", 1)[1] for u in sqs.list_queues()["QueueUrls"]] == ["kept"]


def test_exports_imports_and_export_in_use(cfn: Any) -> None:
    exporter = {
        "Resources": {"Jobs": {"Type": "AWS::SQS::Queue"}},
        "Outputs": {"Arn": {"Value": {"Fn::GetAtt": "Jobs.Arn"}, "Export": {"Name": "shared-jobs-arn"}}},
    }
    cfn.create_stack(StackName="exporter", TemplateBody=body(exporter))
    assert wait_stack(cfn, "exporter")["StackStatus"] == "CREATE_COMPLETE"
    exported = cfn.list_exports()["Exports"]
    assert [e["Name"] for e in exported] == ["shared-jobs-arn"]
    importer = {
        "Resources": {
            "Policy": {
                "Type": "AWS::SQS::Queue",
                "Properties": {
                    "RedrivePolicy": {
                        "deadLetterTargetArn": {"Fn::ImportValue": "shared-jobs-arn"},
                        "maxReceiveCount": 3,
                    }
                },
            }
        },
        "Outputs": {"Imported": {"Value": {"Fn::ImportValue": "shared-jobs-arn"}}},
    }
    importer_id = cfn.create_stack(StackName="importer", TemplateBody=body(importer))["StackId"]
    stack = wait_stack(cfn, "importer")
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    assert stack["Outputs"][0]["OutputValue"] == exported[0]["Value"]
    assert cfn.list_imports(ExportName="shared-jobs-arn")["Imports"] == ["importer"]
    cfn.delete_stack(StackName="exporter")
    stack = wait_stack(cfn, "exporter")
    assert stack["StackStatus"] == "DELETE_FAILED"
    assert (
        stack["StackStatusReason"] == "Export shared-jobs-arn cannot be deleted as it is in use by importer"
    )
    with pytest.raises(Exception) as nothing:
        cfn.list_imports(ExportName="nope")
    assert error_code(nothing.value) == ("ValidationError", "Export 'nope' is not imported by any stack.")
    cfn.delete_stack(StackName="importer")
    assert wait_stack(cfn, importer_id)["StackStatus"] == "DELETE_COMPLETE"
    cfn.delete_stack(StackName="exporter")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert cfn.list_exports()["Exports"] == []


def test_stack_tags_propagate_and_missing_import_is_refused(cfn: Any, labcloud: Any) -> None:
    template = {
        "Resources": {
            "Jobs": {
                "Type": "AWS::SQS::Queue",
                "Properties": {"QueueName": "tagged", "Tags": [{"Key": "team", "Value": "own"}]},
            }
        }
    }
    cfn.create_stack(
        StackName="tags",
        TemplateBody=body(template),
        Tags=[{"Key": "team", "Value": "stack"}, {"Key": "env", "Value": "lab"}],
    )
    stack = wait_stack(cfn, "tags")
    assert stack["Tags"] == [{"Key": "team", "Value": "stack"}, {"Key": "env", "Value": "lab"}]
    sqs = labcloud.boto3_client("sqs")
    url = sqs.get_queue_url(QueueName="tagged")["QueueUrl"]
    assert sqs.list_queue_tags(QueueUrl=url)["Tags"] == {"team": "own", "env": "lab"}
    cfn.update_stack(StackName="tags", TemplateBody=body(template), Tags=[{"Key": "env", "Value": "prod"}])
    assert wait_stack(cfn, "tags")["StackStatus"] == "UPDATE_COMPLETE"
    assert sqs.list_queue_tags(QueueUrl=url)["Tags"] == {"team": "own", "env": "prod"}
    importer = {
        "Resources": {
            "Q": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": {"Fn::ImportValue": "not-exported"}}}
        }
    }
    with pytest.raises(Exception) as missing:
        cfn.create_stack(StackName="imp", TemplateBody=body(importer))
    assert error_code(missing.value) == ("ValidationError", "No export named not-exported found.")
