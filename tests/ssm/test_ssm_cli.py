"""The real ``aws`` CLI (awscli v1 in the venv) drives every Parameter Store operation and its errors."""

from __future__ import annotations

from labcloud.testing.server_process import LabcloudProcess


def _error(server: LabcloudProcess, *args: str) -> str:
    result = server.aws(*args, check=False)
    assert result.returncode != 0
    return result.stderr


def test_the_cli_covers_parameter_store(labcloud: LabcloudProcess) -> None:
    aws = labcloud.aws_json
    assert aws("ssm", "put-parameter", "--name", "/cli/a", "--value", "one", "--type", "String") == {
        "Version": 1,
        "Tier": "Standard",
    }
    aws("ssm", "put-parameter", "--name", "/cli/a", "--value", "two", "--overwrite")
    aws("ssm", "put-parameter", "--name", "/cli/s", "--value", "pw", "--type", "SecureString")
    aws(
        "ssm",
        "put-parameter",
        "--name",
        "/cli/deep/l",
        "--value",
        "x,y",
        "--type",
        "StringList",
        "--tags",
        "Key=team,Value=red",
    )
    assert aws("ssm", "get-parameter", "--name", "/cli/a")["Parameter"]["Value"] == "two"
    assert aws("ssm", "get-parameter", "--name", "/cli/a:1")["Parameter"]["Value"] == "one"
    assert aws("ssm", "get-parameter", "--name", "/cli/s", "--with-decryption")["Parameter"]["Value"] == "pw"
    got = aws("ssm", "get-parameters", "--names", "/cli/a", "/cli/zz")
    assert [p["Name"] for p in got["Parameters"]] == ["/cli/a"] and got["InvalidParameters"] == ["/cli/zz"]
    by_path = aws("ssm", "get-parameters-by-path", "--path", "/cli", "--recursive")
    assert [p["Name"] for p in by_path["Parameters"]] == ["/cli/a", "/cli/deep/l", "/cli/s"]
    described = aws("ssm", "describe-parameters", "--parameter-filters", "Key=Type,Values=SecureString")
    assert [p["Name"] for p in described["Parameters"]] == ["/cli/s"]
    assert aws(
        "ssm",
        "label-parameter-version",
        "--name",
        "/cli/a",
        "--parameter-version",
        "1",
        "--labels",
        "old",
        "9bad",
    ) == {"InvalidLabels": ["9bad"], "ParameterVersion": 1}
    history = aws("ssm", "get-parameter-history", "--name", "/cli/a")["Parameters"]
    assert [(h["Version"], h["Labels"]) for h in history] == [(1, ["old"]), (2, [])]
    assert aws(
        "ssm", "unlabel-parameter-version", "--name", "/cli/a", "--parameter-version", "1", "--labels", "old"
    ) == {"RemovedLabels": ["old"], "InvalidLabels": []}
    aws(
        "ssm",
        "add-tags-to-resource",
        "--resource-type",
        "Parameter",
        "--resource-id",
        "/cli/a",
        "--tags",
        "Key=k,Value=v",
    )
    assert aws(
        "ssm", "list-tags-for-resource", "--resource-type", "Parameter", "--resource-id", "/cli/a"
    ) == {"TagList": [{"Key": "k", "Value": "v"}]}
    aws(
        "ssm",
        "remove-tags-from-resource",
        "--resource-type",
        "Parameter",
        "--resource-id",
        "/cli/a",
        "--tag-keys",
        "k",
    )
    aws("ssm", "delete-parameter", "--name", "/cli/a")
    assert aws("ssm", "delete-parameters", "--names", "/cli/s", "/cli/none") == {
        "DeletedParameters": ["/cli/s"],
        "InvalidParameters": ["/cli/none"],
    }
    assert "ParameterNotFound" in _error(labcloud, "ssm", "get-parameter", "--name", "/cli/a")
    assert "ParameterAlreadyExists" in _error(
        labcloud, "ssm", "put-parameter", "--name", "/cli/deep/l", "--value", "v", "--type", "String"
    )
    assert "InvalidKeyId" in _error(
        labcloud,
        "ssm",
        "put-parameter",
        "--name",
        "/cli/k",
        "--value",
        "v",
        "--type",
        "SecureString",
        "--key-id",
        "alias/missing",
    )
    assert "HierarchyLevelLimitExceededException" in _error(
        labcloud,
        "ssm",
        "put-parameter",
        "--name",
        "/1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16",
        "--value",
        "v",
        "--type",
        "String",
    )
