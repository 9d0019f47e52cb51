"""SSM documents: create, read (JSON/YAML), versions, default version, delete, sharing between accounts,
tags, listing and every error code, with boto3 and the real ``aws`` CLI; durable across a restart."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import yaml
from ssm_helpers import code_of

from labcloud.testing.server_process import LabcloudProcess

COMMAND = {
    "schemaVersion": "2.2",
    "description": "Say hello",
    "parameters": {"Who": {"type": "String", "default": "world", "description": "whom"}},
    "mainSteps": [{"action": "aws:runShellScript", "name": "hello", "inputs": {"runCommand": ["echo hi"]}}],
}
SESSION_YAML = """schemaVersion: '1.0'
description: Session Manager preferences
sessionType: Standard_Stream
inputs:
  s3BucketName: ''
  runAsEnabled: false
"""


def _command(text: str = "echo hi") -> str:
    body = json.loads(json.dumps(COMMAND))
    body["mainSteps"][0]["inputs"]["runCommand"] = [text]
    return json.dumps(body)


def test_create_describe_get_and_versions(labcloud: LabcloudProcess, ssm: Any) -> None:
    content = _command()
    made = ssm.create_document(
        Name="Hello-Doc",
        Content=content,
        DocumentType="Command",
        DisplayName="Hello",
        Tags=[{"Key": "team", "Value": "red"}],
    )["DocumentDescription"]
    assert made["Name"] == "Hello-Doc" and made["Status"] == "Active" and made["Owner"] == "000000000000"
    assert made["Hash"] == hashlib.sha256(content.encode()).hexdigest() and made["HashType"] == "Sha256"
    assert (made["DocumentVersion"], made["LatestVersion"], made["DefaultVersion"]) == ("1", "1", "1")
    assert made["SchemaVersion"] == "2.2" and made["DocumentFormat"] == "JSON"
    assert made["Description"] == "Say hello" and made["PlatformTypes"] == ["Linux", "MacOS"]
    assert made["Parameters"] == [
        {"Name": "Who", "Type": "String", "Description": "whom", "DefaultValue": "world"}
    ]
    assert made["Tags"] == [{"Key": "team", "Value": "red"}]
    got = ssm.get_document(Name="Hello-Doc")
    assert got["Content"] == content and got["DocumentVersion"] == "1" and got["DocumentType"] == "Command"
    as_yaml = ssm.get_document(Name="Hello-Doc", DocumentFormat="YAML")
    assert as_yaml["DocumentFormat"] == "YAML" and yaml.safe_load(as_yaml["Content"]) == COMMAND

    v2 = _command("echo two")
    updated = ssm.update_document(Name="Hello-Doc", Content=v2, DocumentVersion="$LATEST", VersionName="two")
    assert updated["DocumentDescription"]["DisplayName"] == "Hello"  # carried over to the new version
    assert updated["DocumentDescription"]["DocumentVersion"] == "2"
    assert updated["DocumentDescription"]["LatestVersion"] == "2"
    assert updated["DocumentDescription"]["DefaultVersion"] == "1"
    assert ssm.get_document(Name="Hello-Doc")["Content"] == content  # the default is still 1
    assert ssm.get_document(Name="Hello-Doc", DocumentVersion="$LATEST")["Content"] == v2
    assert ssm.get_document(Name="Hello-Doc", VersionName="two")["DocumentVersion"] == "2"
    default = ssm.update_document_default_version(Name="Hello-Doc", DocumentVersion="2")["Description"]
    assert default == {"Name": "Hello-Doc", "DefaultVersion": "2", "DefaultVersionName": "two"}
    assert ssm.describe_document(Name="Hello-Doc")["Document"]["DocumentVersion"] == "2"
    versions = ssm.list_document_versions(Name="Hello-Doc")["DocumentVersions"]
    assert [(v["DocumentVersion"], v["IsDefaultVersion"]) for v in versions] == [("1", False), ("2", True)]
    page = ssm.list_document_versions(Name="Hello-Doc", MaxResults=1)
    assert len(page["DocumentVersions"]) == 1
    rest = ssm.list_document_versions(Name="Hello-Doc", NextToken=page["NextToken"])
    assert [v["DocumentVersion"] for v in rest["DocumentVersions"]] == ["2"]
    # a version that is not the default can be deleted alone; the default can't
    assert (
        code_of(lambda: ssm.delete_document(Name="Hello-Doc", DocumentVersion="2"))
        == "InvalidDocumentOperation"
    )
    ssm.delete_document(Name="Hello-Doc", DocumentVersion="1")
    assert (
        code_of(lambda: ssm.get_document(Name="Hello-Doc", DocumentVersion="1")) == "InvalidDocumentVersion"
    )
    ssm.delete_document(Name="Hello-Doc")
    assert code_of(lambda: ssm.describe_document(Name="Hello-Doc")) == "InvalidDocument"


def test_yaml_session_document_and_listing(ssm: Any) -> None:
    made = ssm.create_document(
        Name="SSM-SessionManagerRunShell", Content=SESSION_YAML, DocumentType="Session", DocumentFormat="YAML"
    )["DocumentDescription"]
    assert (
        made["DocumentType"] == "Session"
        and made["SchemaVersion"] == "1.0"
        and made["DocumentFormat"] == "YAML"
    )
    assert ssm.get_document(Name="SSM-SessionManagerRunShell")["Content"] == SESSION_YAML
    as_json = ssm.get_document(Name="SSM-SessionManagerRunShell", DocumentFormat="JSON")["Content"]
    assert json.loads(as_json)["sessionType"] == "Standard_Stream"
    ssm.create_document(Name="cmd-a", Content=_command(), Tags=[{"Key": "env", "Value": "prod"}])
    listed = ssm.list_documents(Filters=[{"Key": "Owner", "Values": ["Self"]}])["DocumentIdentifiers"]
    assert [d["Name"] for d in listed] == ["SSM-SessionManagerRunShell", "cmd-a"]
    only = ssm.list_documents(Filters=[{"Key": "DocumentType", "Values": ["Session"]}])["DocumentIdentifiers"]
    assert [d["Name"] for d in only] == ["SSM-SessionManagerRunShell"]
    tagged = ssm.list_documents(Filters=[{"Key": "tag:env", "Values": ["prod"]}])["DocumentIdentifiers"]
    assert [d["Name"] for d in tagged] == ["cmd-a"]
    legacy = ssm.list_documents(DocumentFilterList=[{"key": "Name", "value": "cmd"}])["DocumentIdentifiers"]
    assert [d["Name"] for d in legacy] == ["cmd-a"]
    first = ssm.list_documents(MaxResults=1)
    assert len(first["DocumentIdentifiers"]) == 1 and "NextToken" in first
    assert [d["Name"] for d in ssm.list_documents(NextToken=first["NextToken"])["DocumentIdentifiers"]] == [
        "cmd-a"
    ]
    assert (
        code_of(lambda: ssm.list_documents(Filters=[{"Key": "Colour", "Values": ["x"]}]))
        == "InvalidFilterKey"
    )
    assert (
        code_of(lambda: ssm.list_documents(Filters=[{"Key": "Owner", "Values": ["Me"]}]))
        == "InvalidFilterValue"
    )
    assert code_of(lambda: ssm.list_documents(NextToken="bogus")) == "InvalidNextToken"


def test_tags_on_documents(ssm: Any) -> None:
    ssm.create_document(Name="tagged-doc", Content=_command())
    ssm.add_tags_to_resource(
        ResourceType="Document", ResourceId="tagged-doc", Tags=[{"Key": "a", "Value": "1"}]
    )
    ssm.add_tags_to_resource(
        ResourceType="Document", ResourceId="tagged-doc", Tags=[{"Key": "b", "Value": "2"}]
    )
    ssm.remove_tags_from_resource(ResourceType="Document", ResourceId="tagged-doc", TagKeys=["a"])
    assert ssm.list_tags_for_resource(ResourceType="Document", ResourceId="tagged-doc")["TagList"] == [
        {"Key": "b", "Value": "2"}
    ]
    assert ssm.describe_document(Name="tagged-doc")["Document"]["Tags"] == [{"Key": "b", "Value": "2"}]
    assert (
        code_of(lambda: ssm.list_tags_for_resource(ResourceType="Document", ResourceId="nope-doc"))
        == "InvalidResourceId"
    )


def test_content_and_name_errors(ssm: Any) -> None:
    def create(**kw: Any) -> Any:
        args = {"Name": "bad-doc", "Content": _command(), **kw}
        return lambda: ssm.create_document(**args)

    assert code_of(create(Content="{not json")) == "InvalidDocumentContent"
    assert code_of(create(Content="[1, 2]")) == "InvalidDocumentContent"
    assert code_of(create(Content=json.dumps({"schemaVersion": "2.2"}))) == "InvalidDocumentContent"
    assert (
        code_of(create(Content=json.dumps({**COMMAND, "schemaVersion": "0.3"})))
        == "InvalidDocumentSchemaVersion"
    )
    assert code_of(
        create(Content=json.dumps({"schemaVersion": "1.0", "sessionType": "Nope"}), DocumentType="Session")
    ) == ("InvalidDocumentContent")
    assert (
        code_of(create(Content=SESSION_YAML, DocumentType="Session")) == "InvalidDocumentContent"
    )  # YAML as JSON
    big = {**COMMAND, "description": "x" * (64 * 1024)}
    assert code_of(create(Content=json.dumps(big))) == "MaxDocumentSizeExceeded"
    assert code_of(create(DocumentType="ChangeCalendar")) == "InvalidDocumentType"
    assert code_of(create(Name="AWS-Mine")) == "ValidationException"
    assert code_of(create(Name="amazonThing")) == "ValidationException"
    assert code_of(create(Name="no spaces allowed")) == "ValidationException"
    ssm.create_document(Name="dup-doc", Content=_command())
    assert code_of(lambda: ssm.create_document(Name="dup-doc", Content=_command())) == "DocumentAlreadyExists"
    assert (
        code_of(lambda: ssm.update_document(Name="dup-doc", Content=_command())) == "DuplicateDocumentContent"
    )
    ssm.update_document(Name="dup-doc", Content=_command("v2"), VersionName="v2")
    assert code_of(lambda: ssm.update_document(Name="dup-doc", Content=_command("v3"), VersionName="v2")) == (
        "DuplicateDocumentVersionName"
    )
    assert code_of(
        lambda: ssm.update_document(Name="dup-doc", Content=_command("v3"), DocumentVersion="1")
    ) == ("InvalidDocumentVersion")
    assert code_of(lambda: ssm.update_document(Name="missing-doc", Content=_command())) == "InvalidDocument"
    assert code_of(lambda: ssm.get_document(Name="dup-doc", DocumentVersion="9")) == "InvalidDocumentVersion"
    assert code_of(lambda: ssm.get_document(Name="dup-doc", VersionName="nope")) == "InvalidDocumentVersion"
    assert code_of(lambda: ssm.update_document_default_version(Name="dup-doc", DocumentVersion="7")) == (
        "InvalidDocumentVersion"
    )
    assert code_of(lambda: ssm.delete_document(Name="missing-doc")) == "InvalidDocument"
    assert code_of(lambda: ssm.get_document(Name="missing-doc")) == "InvalidDocument"


def test_automation_package_and_command_1_2(ssm: Any) -> None:
    automation = {
        "schemaVersion": "0.3",
        "assumeRole": "{{ AutomationAssumeRole }}",
        "parameters": {"AutomationAssumeRole": {"type": "String", "default": ""}},
        "mainSteps": [{"name": "pause", "action": "aws:sleep", "inputs": {"Duration": "PT1S"}}],
    }
    made = ssm.create_document(Name="auto-doc", Content=json.dumps(automation), DocumentType="Automation")
    assert made["DocumentDescription"]["SchemaVersion"] == "0.3"
    package = {"schemaVersion": "2.0", "version": "1.0", "packages": {}, "files": {}}
    ssm.create_document(Name="pkg-doc", Content=json.dumps(package), DocumentType="Package")
    legacy = {"schemaVersion": "1.2", "runtimeConfig": {"aws:runPowerShellScript": {"properties": []}}}
    made = ssm.create_document(Name="old-cmd", Content=json.dumps(legacy))
    assert made["DocumentDescription"]["PlatformTypes"] == ["Windows", "Linux"]
    no_steps = {"schemaVersion": "0.3", "mainSteps": []}
    assert (
        code_of(
            lambda: ssm.create_document(
                Name="auto-bad", Content=json.dumps(no_steps), DocumentType="Automation"
            )
        )
        == "InvalidDocumentContent"
    )
    assert (
        code_of(
            lambda: ssm.create_document(
                Name="pkg-bad", Content=json.dumps({"schemaVersion": "2.0"}), DocumentType="Package"
            )
        )
        == "InvalidDocumentContent"
    )


def test_sharing_with_another_account(labcloud: LabcloudProcess, ssm: Any) -> None:
    other = labcloud.boto3_client("ssm", aws_access_key_id="111111111111", aws_secret_access_key="x")
    third = labcloud.boto3_client("ssm", aws_access_key_id="222222222222", aws_secret_access_key="x")
    ssm.create_document(Name="shared-doc", Content=_command())
    arn = "arn:aws:ssm:us-east-1:000000000000:document/shared-doc"
    assert code_of(lambda: other.get_document(Name=arn)) == "InvalidDocument"
    assert other.list_documents()["DocumentIdentifiers"] == []
    ssm.modify_document_permission(
        Name="shared-doc", PermissionType="Share", AccountIdsToAdd=["111111111111"]
    )
    permission = ssm.describe_document_permission(Name="shared-doc", PermissionType="Share")
    assert permission["AccountIds"] == ["111111111111"]
    assert permission["AccountSharingInfoList"] == [
        {"AccountId": "111111111111", "SharedDocumentVersion": "$DEFAULT"}
    ]
    assert other.get_document(Name=arn)["Content"] == _command()
    assert [d["Name"] for d in other.list_documents()["DocumentIdentifiers"]] == [arn]
    assert [
        d["Name"]
        for d in other.list_documents(Filters=[{"Key": "Owner", "Values": ["Private"]}])[
            "DocumentIdentifiers"
        ]
    ] == [arn]
    assert other.list_documents(Filters=[{"Key": "Owner", "Values": ["Self"]}])["DocumentIdentifiers"] == []
    # only the shared account reads it, and it can't change it
    assert code_of(lambda: third.get_document(Name=arn)) == "InvalidDocument"
    # UpdateDocument and DeleteDocument take a name only (its model's pattern refuses an ARN)
    assert code_of(lambda: other.update_document(Name=arn, Content=_command("mine"))) == "ValidationException"
    assert code_of(lambda: other.delete_document(Name="shared-doc")) == "InvalidDocument"
    assert (
        code_of(lambda: other.describe_document_permission(Name="shared-doc", PermissionType="Share"))
        == "InvalidDocument"
    )
    # $DEFAULT sharing: the other account reads the default version only
    ssm.update_document(Name="shared-doc", Content=_command("v2"))
    assert code_of(lambda: other.get_document(Name=arn, DocumentVersion="2")) == "InvalidDocumentVersion"
    assert code_of(lambda: ssm.delete_document(Name="shared-doc")) == "InvalidDocumentOperation"
    assert (
        code_of(
            lambda: ssm.modify_document_permission(
                Name="shared-doc", PermissionType="Share", AccountIdsToAdd=["000000000000"]
            )
        )
        == "InvalidPermissionType"
    )
    ssm.modify_document_permission(
        Name="shared-doc", PermissionType="Share", AccountIdsToRemove=["111111111111"]
    )
    assert code_of(lambda: other.get_document(Name=arn)) == "InvalidDocument"
    ssm.delete_document(Name="shared-doc")


def test_the_cli_drives_documents(labcloud: LabcloudProcess, tmp_path: Any) -> None:
    path = tmp_path / "doc.yaml"
    path.write_text(SESSION_YAML)
    aws = labcloud.aws_json
    made = aws(
        "ssm",
        "create-document",
        "--name",
        "cli-session",
        "--document-type",
        "Session",
        "--document-format",
        "YAML",
        "--content",
        f"file://{path}",
    )
    assert made["DocumentDescription"]["Status"] == "Active"
    assert aws("ssm", "get-document", "--name", "cli-session")["Content"] == SESSION_YAML
    assert [d["Name"] for d in aws("ssm", "list-documents")["DocumentIdentifiers"]] == ["cli-session"]
    failed = labcloud.aws(
        "ssm",
        "create-document",
        "--name",
        "cli-session",
        "--document-type",
        "Session",
        "--document-format",
        "YAML",
        "--content",
        f"file://{path}",
        check=False,
    )
    assert failed.returncode != 0 and "DocumentAlreadyExists" in failed.stderr
    failed = labcloud.aws("ssm", "describe-document", "--name", "cli-none", check=False)
    assert failed.returncode != 0 and "InvalidDocument" in failed.stderr
    labcloud.aws("ssm", "delete-document", "--name", "cli-session")
    assert aws("ssm", "list-documents")["DocumentIdentifiers"] == []


def test_documents_survive_a_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ssm = server.boto3_client("ssm")
        ssm.create_document(Name="keep-doc", Content=_command(), Tags=[{"Key": "k", "Value": "v"}])
        ssm.update_document(Name="keep-doc", Content=_command("two"))
        ssm.update_document_default_version(Name="keep-doc", DocumentVersion="2")
        ssm.modify_document_permission(
            Name="keep-doc", PermissionType="Share", AccountIdsToAdd=["111111111111"]
        )
        server.kill()
        server.start()
        ssm = server.boto3_client("ssm")
        found = ssm.describe_document(Name="keep-doc")["Document"]
        assert (found["DefaultVersion"], found["LatestVersion"], found["Tags"]) == (
            "2",
            "2",
            [{"Key": "k", "Value": "v"}],
        )
        assert ssm.get_document(Name="keep-doc", DocumentVersion="1")["Content"] == _command()
        assert ssm.describe_document_permission(Name="keep-doc", PermissionType="Share")["AccountIds"] == [
            "111111111111"
        ]
    finally:
        server.stop()
