"""CloudFormation's typed records read the documents stored before they were typed, and write them back
with the same member names (a data directory from an earlier labcloud keeps working, and so does an
operation journal written before a restart)."""

from __future__ import annotations

import json

from labcloud.services.cloudformation.repo.change_sets import ChangeSet
from labcloud.services.cloudformation.repo.events import StackEvent
from labcloud.services.cloudformation.repo.resources import StackResource
from labcloud.services.cloudformation.repo.stacks import Stack

ARN = "arn:aws:cloudformation:us-east-1:000000000000:stack/app/1b2c"

#: A stack as the dict-based provider stored it mid-update (its journal holds the previous values).
OLD_STACK = {
    "StackId": ARN,
    "StackName": "app",
    "account": "000000000000",
    "region": "us-east-1",
    "CreationTime": 1700000000.5,
    "StackStatus": "UPDATE_IN_PROGRESS",
    "DisableRollback": False,
    "OnFailure": None,
    "Tags": [{"Key": "team", "Value": "a"}],
    "Capabilities": ["CAPABILITY_IAM"],
    "NotificationARNs": [],
    "RoleARN": None,
    "RollbackConfiguration": {},
    "EnableTerminationProtection": True,
    "ClientRequestToken": "tok-1",
    "principal": {"arn": "arn:aws:iam::000000000000:root", "account_id": "000000000000"},
    "Parameters": {"Size": "2"},
    "template": {"Resources": {"Q": {"Type": "AWS::SQS::Queue"}}},
    "body": '{"Resources": {"Q": {"Type": "AWS::SQS::Queue"}}}',
    "original": {"Resources": {"Q": {"Type": "AWS::SQS::Queue"}}},
    "ParametersOut": [{"ParameterKey": "Size", "ParameterValue": "2"}],
    "Description": None,
    "imports": ["shared-vpc"],
    "transforms": [],
    "StackPolicy": None,
    "LastUpdatedTime": 1700000100.0,
    "op": {
        "kind": "UPDATE",
        "old": {
            "template": {"Resources": {}},
            "body": "{}",
            "Parameters": {"Size": "1"},
            "ParametersOut": [{"ParameterKey": "Size", "ParameterValue": "1"}],
            "Outputs": None,
            "Description": "before",
            "imports": [],
            "original": {"Resources": {}},
            "Tags": None,
            "Capabilities": [],
        },
        "journal": [],
        "cleanup": [],
    },
    "UpdatePolicy": {"body": None},
}


def test_a_stack_stored_as_a_document_reads_back_typed_and_writes_the_same_members():
    stack = Stack.of(json.loads(json.dumps(OLD_STACK)))
    assert (stack.name, stack.status, stack.parameters, stack.termination_protection) == (
        "app",
        "UPDATE_IN_PROGRESS",
        {"Size": "2"},
        True,
    )
    assert stack.last_updated_time == 1700000100.0 and stack.imports == ["shared-vpc"]
    written = stack.doc()
    assert {k: written[k] for k in OLD_STACK} == OLD_STACK
    assert Stack.of(json.loads(json.dumps(written))) == stack


def test_the_journal_restores_the_previous_values_under_their_stored_names():
    stack = Stack.of(json.loads(json.dumps(OLD_STACK)))
    stack.restore(stack.operation()["old"])
    assert (stack.parameters, stack.description, stack.imports, stack.template) == (
        {"Size": "1"},
        "before",
        [],
        {"Resources": {}},
    )
    # members saved as None (never set before the update) come back empty, not None
    assert (stack.outputs, stack.tags) == ([], [])
    assert stack.snapshot("Parameters", "Description") == {
        "Parameters": {"Size": "1"},
        "Description": "before",
    }


def test_a_resource_record_keeps_what_recovery_needs():
    old = {
        "LogicalResourceId": "Q",
        "ResourceType": "AWS::SQS::Queue",
        "order": 3,
        "deps": ["Dlq"],
        "DeletionPolicy": "Retain",
        "UpdateReplacePolicy": None,
        "Metadata": None,
        "Properties": {"QueueName": "app-Q-ABC"},
        "Attributes": {},
        "ResourceStatus": "CREATE_IN_PROGRESS",
        "ResourceStatusReason": None,
        "updated": 1700000000.0,
        "IntendedPhysicalId": "http://127.0.0.1:5000/000000000000/app-Q-ABC",
    }
    record = StackResource.of(json.loads(json.dumps(old)))
    assert record.intended_physical_id == old["IntendedPhysicalId"] and record.physical_id is None
    assert record.doc() == old
    record.intended_physical_id, record.find_created = None, True
    assert "IntendedPhysicalId" not in record.doc() and record.doc()["FindCreated"] is True
    copy = record.copy()
    copy.properties["QueueName"] = "other"
    assert record.properties == {"QueueName": "app-Q-ABC"}


def test_events_and_change_sets_round_trip():
    event = {
        "StackId": ARN,
        "EventId": "e-1",
        "StackName": "app",
        "LogicalResourceId": "Q",
        "ResourceType": "AWS::SQS::Queue",
        "Timestamp": 1700000000.25,
        "ResourceStatus": "CREATE_FAILED",
        "PhysicalResourceId": "",
        "ResourceStatusReason": "boom",
        "ClientRequestToken": "tok-1",
    }
    assert StackEvent.of(event).doc() == event
    change_set = {
        "ChangeSetId": "arn:aws:cloudformation:us-east-1:000000000000:changeSet/cs/1",
        "ChangeSetName": "cs",
        "StackId": ARN,
        "StackName": "app",
        "account": "000000000000",
        "CreationTime": 1700000000.0,
        "ChangeSetType": "UPDATE",
        "Status": "FAILED",
        "ExecutionStatus": "UNAVAILABLE",
        "StatusReason": "The submitted information didn't contain changes.",
        "Changes": [],
        "Tags": None,
        "executed": True,
    }
    read = ChangeSet.of(change_set)
    assert (read.kind, read.executed, read.status_reason, read.tags) == (
        "UPDATE",
        True,
        change_set["StatusReason"],
        None,
    )
    written = read.doc()
    assert {k: written[k] for k in change_set} == change_set
