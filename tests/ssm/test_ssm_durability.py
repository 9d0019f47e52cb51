"""Acknowledged parameter writes (versions, labels, tags, SecureString values) survive kill -9 and restart."""

from __future__ import annotations

from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def test_parameters_survive_kill_and_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ssm = server.boto3_client("ssm")
        ssm.put_parameter(Name="/keep/a", Value="one", Type="String", Tags=[{"Key": "k", "Value": "v"}])
        ssm.put_parameter(Name="/keep/a", Value="two", Overwrite=True)
        ssm.label_parameter_version(Name="/keep/a", ParameterVersion=1, Labels=["first"])
        ssm.put_parameter(Name="/keep/s", Value="secret", Type="SecureString")
        ssm.put_parameter(Name="/keep/gone", Value="x", Type="String")
        ssm.delete_parameter(Name="/keep/gone")
        server.kill()
        server.start()
        ssm = server.boto3_client("ssm")
        assert ssm.get_parameter(Name="/keep/a")["Parameter"]["Value"] == "two"
        assert ssm.get_parameter(Name="/keep/a:first")["Parameter"]["Value"] == "one"
        assert ssm.list_tags_for_resource(ResourceType="Parameter", ResourceId="/keep/a")["TagList"] == [
            {"Key": "k", "Value": "v"}
        ]
        assert ssm.get_parameter(Name="/keep/s", WithDecryption=True)["Parameter"]["Value"] == "secret"
        assert ssm.get_parameters(Names=["/keep/gone"])["InvalidParameters"] == ["/keep/gone"]
        ssm.put_parameter(Name="/keep/a", Value="three", Overwrite=True)
        server.stop()
        server.start()
        ssm = server.boto3_client("ssm")
        assert ssm.get_parameter(Name="/keep/a")["Parameter"]["Version"] == 3
    finally:
        server.stop()
