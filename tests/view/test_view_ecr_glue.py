"""The view's ECR and Glue panels: repositories with their images and what their lifecycle policy expired,
the Glue Data Catalog and jobs with their runs linked to the runs' log streams, over the JSON routes and
in the browser; and both services' resources in the map with their names and facts."""

from __future__ import annotations

import json
import sys
import urllib.request
import uuid
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ecr"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "glue"))
from ecr_helpers import TinyImage, push  # noqa: E402
from jobs_setup import role, script, wait  # noqa: E402

KEEP_ONE = {
    "rules": [
        {
            "rulePriority": 1,
            "selection": {"tagStatus": "any", "countType": "imageCountMoreThan", "countNumber": 1},
            "action": {"type": "expire"},
        }
    ]
}


def _repository(labcloud: LabcloudProcess) -> tuple[TinyImage, TinyImage]:
    """A repository "shown" with a lifecycle policy keeping one image, after two pushes: (expired, kept)."""
    ecr = labcloud.boto3_client("ecr")
    ecr.create_repository(repositoryName="shown", imageTagMutability="IMMUTABLE")
    ecr.put_lifecycle_policy(repositoryName="shown", lifecyclePolicyText=json.dumps(KEEP_ONE))
    old, new = TinyImage(layer=b"the first image"), TinyImage(layer=b"the second image, kept")
    push(ecr, "shown", old, "v1")
    push(ecr, "shown", new, "v2")
    return old, new


def _glue(labcloud: LabcloudProcess) -> tuple[str, str]:
    """A database with a table, and a job run that failed: (the job's name, the run's id)."""
    glue = labcloud.boto3_client("glue")
    glue.create_database(DatabaseInput={"Name": "sales"})
    glue.create_table(
        DatabaseName="sales",
        TableInput={
            "Name": "orders",
            "TableType": "EXTERNAL_TABLE",
            "StorageDescriptor": {
                "Columns": [{"Name": "id", "Type": "string"}, {"Name": "total", "Type": "double"}],
                "Location": "s3://sales-data/orders/",
            },
            "PartitionKeys": [{"Name": "day", "Type": "string"}],
        },
    )
    source = "print('starting')\nraise SystemExit('no orders today')\n"
    _, location = script(labcloud.boto3_client("s3"), source)
    name = f"nightly-{uuid.uuid4().hex[:6]}"
    glue.create_job(
        Name=name,
        Role=role(labcloud.boto3_client("iam")),
        Command={"Name": "pythonshell", "ScriptLocation": location, "PythonVersion": "3.9"},
    )
    run = wait(glue, name, glue.start_job_run(JobName=name)["JobRunId"])
    assert run["JobRunState"] == "FAILED"
    return name, str(run["Id"])


def _get(labcloud: LabcloudProcess, path: str) -> Any:
    with urllib.request.urlopen(labcloud.endpoint + path, timeout=30) as answer:  # noqa: S310 - the local server
        return json.loads(answer.read())


def test_the_ecr_route_lists_images_and_what_the_lifecycle_expired(labcloud: LabcloudProcess) -> None:
    assert labcloud.get("/_labcloud/ecr") == {"repositories": []}
    old, new = _repository(labcloud)
    repos = labcloud.get("/_labcloud/ecr")["repositories"]
    assert [r["name"] for r in repos] == ["shown"]
    repo = repos[0]
    assert repo["tag_mutability"] == "IMMUTABLE" and repo["uri"].endswith("/shown")
    assert [(i["digest"], i["tags"]) for i in repo["images"]] == [(new.digest, ["v2"])]
    image = repo["images"][0]
    assert image["size"] > 0 and image["pushed_at"] > 0 and image["last_pulled_at"] is None
    assert json.loads(repo["lifecycle"]["policy"]) == KEEP_ONE
    assert repo["lifecycle"]["last_evaluated_at"] >= image["pushed_at"]  # it ran on the last push
    assert [(e["digest"], e["tags"]) for e in repo["expired"]] == [(old.digest, ["v1"])]


def test_the_glue_route_lists_the_catalog_and_runs_with_their_log_streams(labcloud: LabcloudProcess) -> None:
    assert labcloud.get("/_labcloud/glue") == {"databases": [], "jobs": []}
    name, run_id = _glue(labcloud)
    doc = labcloud.get("/_labcloud/glue")
    (database,) = doc["databases"]
    assert database["name"] == "sales"
    (table,) = database["tables"]
    assert table["name"] == "orders" and table["type"] == "EXTERNAL_TABLE"
    assert table["columns"] == [{"name": "id", "type": "string"}, {"name": "total", "type": "double"}]
    assert table["partition_keys"] == ["day"] and table["location"] == "s3://sales-data/orders/"
    (job,) = doc["jobs"]
    assert job["name"] == name and job["command"] == "pythonshell"
    (run,) = job["runs"]
    assert run["id"] == run_id and run["state"] == "FAILED" and "no orders today" in run["error"]
    assert run["duration"] is not None and run["started_at"] > 0
    output = _get(labcloud, run["logs"]["output"])
    assert "starting" in json.dumps(output)  # the link reads the run's own output stream
    assert "no orders today" in json.dumps(_get(labcloud, run["logs"]["error"]))


def test_the_map_names_ecr_and_glue_resources(labcloud: LabcloudProcess) -> None:
    _repository(labcloud)
    name, _ = _glue(labcloud)
    graph = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in graph["nodes"]}
    repo = next(n for n in nodes.values() if n["kind"] == "ecr.repository")
    assert repo["label"] == "shown" and repo["facts"]["images"] == 1
    job = nodes[f"glue:job/{name}"]
    assert job["facts"]["last_run"] == "FAILED" and job["status"] == "failing"
    kinds = {(e["kind"], e["from"]) for e in graph["edges"]}
    assert ("role", f"glue:job/{name}") in kinds  # a job's role is drawn as every service's role edge
    glue = labcloud.boto3_client("glue")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "glue.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    arn = labcloud.boto3_client("iam").create_role(
        RoleName="named-glue-role", AssumeRolePolicyDocument=json.dumps(trust)
    )
    glue.create_job(
        Name="by-name",
        Role="named-glue-role",
        Command={"Name": "pythonshell", "ScriptLocation": "s3://b/k.py"},
    )
    edges = {(e["kind"], e["from"], e["to"]) for e in labcloud.get("/_labcloud/map")["edges"]}
    assert ("role", "glue:job/by-name", arn["Role"]["Arn"]) in edges  # a role given by name is found too
    assert ("table-of", "glue:table/sales/orders") in kinds


def test_the_page_shows_the_ecr_and_glue_panels(labcloud: LabcloudProcess, page: Any) -> None:
    old, new = _repository(labcloud)
    name, run_id = _glue(labcloud)
    page.goto(labcloud.endpoint + "/_labcloud/view/")
    image = page.locator(f'#ecr-repos .ecr-repo[data-name="shown"] tr.ecr-image[data-digest="{new.digest}"]')
    image.wait_for(timeout=15000)
    assert "v2" in image.inner_text()
    lifecycle = page.locator('#ecr-repos .ecr-repo[data-name="shown"] .ecr-lifecycle').inner_text()
    assert "last ran" in lifecycle and "1 image expired" in lifecycle
    assert page.locator("#ecr-repos tr.ecr-expired-image").count() == 1
    run = page.locator(f'#glue-jobs .glue-job[data-name="{name}"] tr.glue-run[data-run="{run_id}"]')
    run.wait_for(timeout=15000)
    assert "FAILED" in run.inner_text() and "no orders today" in run.inner_text()
    href = run.locator("a", has_text="output").get_attribute("href")
    assert href is not None and run_id in href and "%2Faws-glue%2Fpython-jobs%2Foutput" in href
    assert page.locator('#glue-catalog tr.glue-table[data-table="orders"]').count() == 1
    page.goto(labcloud.endpoint + "/_labcloud/view/map")
    page.wait_for_selector('.node[data-kind="glue.job"]', timeout=15000)
    assert "Glue job" in page.locator('.node[data-kind="glue.job"]').first.inner_html()
    assert "ECR repository" in page.locator('.node[data-kind="ecr.repository"]').first.inner_html()
    assert page.page_errors == []


@pytest.fixture(autouse=True)
def _fresh(labcloud: LabcloudProcess) -> None:
    labcloud.reset()


def test_the_panels_fit_an_800_pixel_view(labcloud: LabcloudProcess, browser: Any, output_dir: Path) -> None:
    _repository(labcloud)
    name, run_id = _glue(labcloud)
    context = browser.new_context(viewport={"width": 800, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(labcloud.endpoint + "/_labcloud/view/")
        page.wait_for_selector(f'#glue-jobs tr.glue-run[data-run="{run_id}"]', timeout=15000)
        page.wait_for_selector("#ecr-repos tr.ecr-image", timeout=15000)
        assert page.evaluate("document.documentElement.scrollWidth") <= 800
        for panel in ("panel-ecr", "panel-glue"):
            widths = page.evaluate(
                f"(() => {{ const p = document.getElementById('{panel}'); return [p.scrollWidth, p.clientWidth]; }})()"
            )
            assert widths[0] <= widths[1], (panel, widths)
        assert errors == []
        page.locator("#panel-ecr").screenshot(path=str(output_dir / "view-ecr-800.png"))
        page.locator("#panel-glue").screenshot(path=str(output_dir / "view-glue-800.png"))
    finally:
        context.close()
