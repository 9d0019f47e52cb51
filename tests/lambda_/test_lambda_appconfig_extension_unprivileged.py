"""The AppConfig extension's listener when sandboxes have no users of their own (labcloud not root): all
sandboxes run as the server's user, so only the socket's inode among a sandbox's open files says which
one connected. Two functions with different roles are each answered as their own role."""

from __future__ import annotations

import json
import os
import pwd
import shutil
import sys
import tempfile
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_lambda_appconfig_extension import FLAGS_V1, READS, _deploy, _function, _invoke, _path

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def server() -> Iterator[LabcloudProcess]:
    """A server without dedicated sandbox users: as ``nobody`` when the suite runs as root."""
    root = Path(tempfile.mkdtemp(prefix="labcloud-appconfig-ext-"))
    env = {**os.environ, "HOME": str(root)}
    server = LabcloudProcess(data_dir=root / "state", env=env)
    (root / "state").mkdir()
    if os.geteuid() == 0:
        nobody = pwd.getpwnam("nobody")
        for path in (root, root / "state"):
            os.chown(path, nobody.pw_uid, nobody.pw_gid)
        wrapper = str(Path(__file__).with_name("unprivileged.py"))
        command = server.command
        server.command = lambda: [sys.executable, wrapper, *command()]  # type: ignore[method-assign]
    server.start(timeout=60)
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(root, ignore_errors=True)


def test_each_sandbox_is_answered_as_its_own_role(server: Any) -> None:
    appconfig = server.boto3_client("appconfig")
    app = appconfig.create_application(Name="shared")["Id"]
    env = appconfig.create_environment(ApplicationId=app, Name="dev")["Id"]
    profile = appconfig.create_configuration_profile(
        ApplicationId=app, Name="Flags", LocationUri="hosted", Type="AWS.AppConfig.FeatureFlags"
    )["Id"]
    _deploy(appconfig, app, env, profile, FLAGS_V1)
    path = _path("shared", "dev", "Flags") + "?flag=wizard"
    allowed = _function(server, READS)
    denied = _function(server, ["appconfig:GetLatestConfiguration"])
    for _ in range(2):  # both sandboxes warm and alive at once
        status, _, _, body = _invoke(server, allowed, {"paths": [path]})["answers"][0]
        assert status == 200 and json.loads(body) == {"enabled": False}
        status, _, _, body = _invoke(server, denied, {"paths": [path]})["answers"][0]
        assert status == 502 and json.loads(body)["__type"] == "BadGatewayException"
    # a process of no sandbox, while both sandboxes live
    port = _invoke(server, allowed, {"paths": []})["port"]
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10)
    assert refused.value.code == 403
    assert json.loads(refused.value.read())["__type"] == "AccessDeniedException"
