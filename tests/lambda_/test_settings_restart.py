"""Account and configuration settings survive a restart: code signing, provisioned concurrency, recursion,
layer policies."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lambda_helpers import create_role, deployer, make_zip
from settings_helpers import CODE, PROFILE

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        yield process
    finally:
        process.stop()


def test_settings_survive_restart(server: LabcloudProcess) -> None:
    deployer(server, create_role(server))("kept", CODE, Publish=True)
    lam = server.boto3_client("lambda")
    arn = lam.create_code_signing_config(AllowedPublishers={"SigningProfileVersionArns": [PROFILE]})[
        "CodeSigningConfig"
    ]["CodeSigningConfigArn"]
    lam.put_function_code_signing_config(CodeSigningConfigArn=arn, FunctionName="kept")
    lam.put_provisioned_concurrency_config(
        FunctionName="kept", Qualifier="1", ProvisionedConcurrentExecutions=4
    )
    lam.put_function_recursion_config(FunctionName="kept", RecursiveLoop="Allow")
    lam.publish_layer_version(LayerName="kept-layer", Content={"ZipFile": make_zip({"a.py": "a = 1\n"})})
    added = lam.add_layer_version_permission(
        LayerName="kept-layer",
        VersionNumber=1,
        StatementId="all",
        Action="lambda:GetLayerVersion",
        Principal="*",
    )

    server.kill()
    server.start()
    lam = server.boto3_client("lambda")
    assert lam.get_function_code_signing_config(FunctionName="kept")["CodeSigningConfigArn"] == arn
    assert lam.get_provisioned_concurrency_config(FunctionName="kept", Qualifier="1")["Status"] == "READY"
    assert lam.get_function_recursion_config(FunctionName="kept")["RecursiveLoop"] == "Allow"
    assert (
        lam.get_layer_version_policy(LayerName="kept-layer", VersionNumber=1)["RevisionId"]
        == added["RevisionId"]
    )
    assert lam.get_account_settings()["AccountLimit"]["UnreservedConcurrentExecutions"] == 996
