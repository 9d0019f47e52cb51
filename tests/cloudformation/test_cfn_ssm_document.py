"""AWS::SSM::Document in templates: created from a YAML object in JSON or YAML format, updated by a new
version (UpdateMethod NewVersion) or by replacement (the default), tags in place, deleted with the stack."""

from __future__ import annotations

import json
from typing import Any

import yaml
from cfn_helpers import wait_stack


def _template(message: str, method: str | None, tags: dict[str, str], name: str | None = "cfn-doc") -> str:
    props: dict[str, Any] = {
        "DocumentType": "Command",
        "Content": {
            "schemaVersion": "2.2",
            "description": "from a stack",
            "mainSteps": [
                {"action": "aws:runShellScript", "name": "say", "inputs": {"runCommand": [message]}}
            ],
        },
        "Tags": [{"Key": k, "Value": v} for k, v in tags.items()],
    }
    if name is not None:
        props["Name"] = name
    if method is not None:
        props["UpdateMethod"] = method
    session = {
        "Type": "AWS::SSM::Document",
        "Properties": {
            "DocumentType": "Session",
            "DocumentFormat": "YAML",
            "Content": {
                "schemaVersion": "1.0",
                "sessionType": "Standard_Stream",
                "inputs": {"runAsEnabled": False},
            },
        },
    }
    return json.dumps(
        {
            "Resources": {"Doc": {"Type": "AWS::SSM::Document", "Properties": props}, "Session": session},
            "Outputs": {"DocName": {"Value": {"Ref": "Doc"}}, "SessionName": {"Value": {"Ref": "Session"}}},
        }
    )


def _outputs(cfn: Any, stack: str) -> dict[str, str]:
    return {
        o["OutputKey"]: o["OutputValue"] for o in cfn.describe_stacks(StackName=stack)["Stacks"][0]["Outputs"]
    }


def test_documents_created_updated_and_deleted_by_a_stack(labcloud: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    ssm = labcloud.boto3_client("ssm")
    stack_id = cfn.create_stack(
        StackName="docs", TemplateBody=_template("echo one", "NewVersion", {"team": "red"})
    )["StackId"]
    assert wait_stack(cfn, "docs")["StackStatus"] == "CREATE_COMPLETE"
    out = _outputs(cfn, "docs")
    assert out["DocName"] == "cfn-doc"
    assert out["SessionName"].startswith("docs-Session-")
    session = ssm.get_document(Name=out["SessionName"])
    assert (
        session["DocumentFormat"] == "YAML"
        and yaml.safe_load(session["Content"])["sessionType"] == "Standard_Stream"
    )
    assert json.loads(ssm.get_document(Name="cfn-doc")["Content"])["mainSteps"][0]["inputs"][
        "runCommand"
    ] == ["echo one"]

    # NewVersion: a second version, made the default; the tags change in place
    cfn.update_stack(StackName="docs", TemplateBody=_template("echo two", "NewVersion", {"team": "blue"}))
    assert wait_stack(cfn, "docs")["StackStatus"] == "UPDATE_COMPLETE"
    described = ssm.describe_document(Name="cfn-doc")["Document"]
    assert (described["DefaultVersion"], described["LatestVersion"]) == ("2", "2")
    assert described["Tags"] == [{"Key": "team", "Value": "blue"}]
    assert "echo two" in ssm.get_document(Name="cfn-doc")["Content"]

    # Replace (the default) on a document without a name: a new document, the old one deleted
    cfn.update_stack(
        StackName="docs", TemplateBody=_template("echo three", None, {"team": "blue"}, name=None)
    )
    assert wait_stack(cfn, "docs")["StackStatus"] == "UPDATE_COMPLETE"
    replaced = _outputs(cfn, "docs")["DocName"]
    assert replaced.startswith("docs-Doc-")
    assert ssm.describe_document(Name=replaced)["Document"]["DocumentVersion"] == "1"
    assert [d["Name"] for d in ssm.list_documents()["DocumentIdentifiers"]] == sorted(
        [replaced, out["SessionName"]]
    )

    cfn.delete_stack(StackName="docs")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert ssm.list_documents()["DocumentIdentifiers"] == []


def test_invalid_content_fails_the_resource(labcloud: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    body = {
        "Resources": {
            "Bad": {
                "Type": "AWS::SSM::Document",
                "Properties": {
                    "DocumentType": "Session",
                    "Content": {"schemaVersion": "2.2", "sessionType": "Port"},
                },
            }
        }
    }
    cfn.create_stack(StackName="bad-doc", TemplateBody=json.dumps(body))
    assert wait_stack(cfn, "bad-doc")["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="bad-doc")["StackEvents"]
        if e["LogicalResourceId"] == "Bad" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert any("InvalidDocumentSchemaVersion" in r for r in reasons), reasons
