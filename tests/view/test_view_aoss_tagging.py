"""The view's OpenSearch Serverless and Tagging panels: collections with their status, endpoint, indexes and
document counts, policies by type, the search box's one ``_search`` as the view's principal (and the
collection's 403 when its data policy does not grant it), resources by tag key and value across services,
and resource groups with their members; over the JSON routes and in the browser."""

from __future__ import annotations

import json
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "opensearchserverless"))
from aoss_helpers import client, open_collection, policies  # noqa: E402

ROOT = "arn:aws:iam::000000000000:root"


@pytest.fixture(autouse=True)
def _fresh(labcloud: LabcloudProcess) -> None:
    labcloud.reset()


def _books(labcloud: LabcloudProcess) -> dict[str, Any]:
    """A collection "library" the root may use, tagged team=search, with an index of three books."""
    aoss = labcloud.boto3_client("opensearchserverless")
    collection = open_collection(aoss, "library", [ROOT], kind="SEARCH")
    aoss.tag_resource(resourceArn=collection["arn"], tags=[{"key": "team", "value": "search"}])
    search = client(labcloud, collection["id"])
    lines: list[Any] = []
    for n, title in enumerate(["The Matrix", "Up", "Inside Out"]):
        lines += [{"index": {"_index": "books", "_id": str(n)}}, {"title": title}]
    assert search.bulk(body=lines)["errors"] is False
    return collection


def _search(labcloud: LabcloudProcess, **args: str) -> tuple[int, Any]:
    url = labcloud.endpoint + "/_labcloud/opensearch/search?" + urllib.parse.urlencode(args)
    try:
        with urllib.request.urlopen(url, timeout=30) as answer:  # noqa: S310 - the local server
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_the_opensearch_route_lists_collections_indexes_and_policies(labcloud: LabcloudProcess) -> None:
    empty = labcloud.get("/_labcloud/opensearch")
    assert empty["collections"] == [] and all(v == [] for v in empty["policies"].values())
    collection = _books(labcloud)
    doc = labcloud.get("/_labcloud/opensearch")
    (shown,) = doc["collections"]
    assert shown["id"] == collection["id"] and shown["name"] == "library" and shown["type"] == "SEARCH"
    assert shown["status"] == collection["status"] and shown["endpoint"] == collection["collectionEndpoint"]
    (index,) = shown["indexes"]
    assert index["name"] == "books" and index["documents"] == 3 and index["size"] > 0
    client(labcloud, collection["id"]).index(index="books", id="9", body={"title": "Soul"})
    (grown,) = labcloud.get("/_labcloud/opensearch")["collections"][0]["indexes"]
    assert grown["documents"] == 4 and grown["size"] == index["size"] + len('{"title": "Soul"}')
    assert {k: [p["name"] for p in v] for k, v in doc["policies"].items()} == {
        "encryption": ["library-enc"],
        "network": ["library-net"],
        "data": ["library-data"],
        "retention": [],
    }


def test_the_search_box_asks_the_collection_as_the_view_principal(labcloud: LabcloudProcess) -> None:
    collection = _books(labcloud)
    status, found = _search(
        labcloud, collection=collection["id"], index="books", query='{"match": {"title": "matrix"}}'
    )
    assert status == 200 and found["status"] == 200
    assert [h["_id"] for h in found["answer"]["hits"]["hits"]] == ["0"]
    status, found = _search(labcloud, collection=collection["id"], index="books")
    assert found["answer"]["hits"]["total"]["value"] == 3  # no query: match_all
    status, found = _search(labcloud, collection=collection["id"], index="nope")
    assert found["status"] == 404 and found["answer"]["error"]["type"] == "index_not_found_exception"
    aoss = labcloud.boto3_client("opensearchserverless")
    policies(aoss, "closed", [ROOT], permissions=["aoss:CreateIndex", "aoss:WriteDocument"])
    closed = aoss.create_collection(name="closed", type="SEARCH")["createCollectionDetail"]
    client(labcloud, closed["id"]).index(index="books", id="1", body={"title": "unreadable"})
    status, found = _search(labcloud, collection=closed["id"], index="books")
    assert status == 200 and found["status"] == 403 and found["answer"]["error"]["type"] == "Forbidden"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ({"index": "books"}, "name a collection id and an index"),
        ({"collection": "abc", "index": "books", "query": "{not json"}, "not JSON"),
        ({"collection": "abc", "index": "books", "query": "[1]"}, "a JSON object"),
        ({"collection": "abc", "index": "books", "query": "{" + " " * 20_000 + "}"}, "longer than"),
    ],
)
def test_the_search_box_refuses_what_it_cannot_send(
    labcloud: LabcloudProcess, args: dict[str, str], message: str
) -> None:
    status, found = _search(labcloud, **args)
    assert (
        status == 400
        and found["error"]["code"] == "ValidationException"
        and message in found["error"]["message"]
    )


def test_the_tagging_route_groups_resources_by_tag_and_lists_groups(labcloud: LabcloudProcess) -> None:
    assert labcloud.get("/_labcloud/tagging") == {"resources": [], "keys": [], "groups": []}
    collection = _books(labcloud)
    sqs = labcloud.boto3_client("sqs")
    queue = sqs.create_queue(QueueName="jobs", tags={"team": "search", "tier": "gold"})["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=queue, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    groups = labcloud.boto3_client("resource-groups")
    query = {
        "ResourceTypeFilters": ["AWS::AllSupported"],
        "TagFilters": [{"Key": "team", "Values": ["search"]}],
    }
    groups.create_group(
        Name="search-team", ResourceQuery={"Type": "TAG_FILTERS_1_0", "Query": json.dumps(query)}
    )
    doc = labcloud.get("/_labcloud/tagging")
    by_arn = {r["arn"]: r for r in doc["resources"]}
    assert (
        by_arn[queue_arn]["tags"] == {"team": "search", "tier": "gold"}
        and by_arn[queue_arn]["service"] == "sqs"
    )
    assert by_arn[collection["arn"]]["service"] == "aoss"
    keys = {k["key"]: {v["value"]: v["resources"] for v in k["values"]} for k in doc["keys"]}
    assert sorted(keys["team"]["search"]) == sorted([queue_arn, collection["arn"]])
    assert keys["tier"] == {"gold": [queue_arn]}
    (group,) = doc["groups"]
    assert group["name"] == "search-team" and group["query_type"] == "TAG_FILTERS_1_0"
    assert sorted(m["arn"] for m in group["members"]) == sorted([queue_arn, collection["arn"]])


def test_the_page_shows_the_opensearch_and_tagging_panels(
    labcloud: LabcloudProcess, page: Any, output_dir: Path
) -> None:
    collection = _books(labcloud)
    groups = labcloud.boto3_client("resource-groups")
    query = {
        "ResourceTypeFilters": ["AWS::AllSupported"],
        "TagFilters": [{"Key": "team", "Values": ["search"]}],
    }
    groups.create_group(
        Name="search-team", ResourceQuery={"Type": "TAG_FILTERS_1_0", "Query": json.dumps(query)}
    )
    page.goto(labcloud.endpoint + "/_labcloud/view/")
    index = page.locator(
        '#aoss-collections .aoss-collection[data-name="library"] tr.aoss-index[data-index="books"]'
    )
    index.wait_for(timeout=15000)
    assert index.get_attribute("data-documents") == "3"
    assert collection["collectionEndpoint"] in page.locator(".aoss-collection .aoss-endpoint").inner_text()
    assert page.locator('#aoss-policies tr.aoss-policy[data-type="network"]').count() == 1
    page.fill("#aoss-search-index", "books")
    page.fill("#aoss-search-query", '{"match": {"title": "up"}}')
    page.click('#aoss-search button[type="submit"]')
    hit = page.locator('#aoss-search-result tr.aoss-hit[data-id="1"]')
    hit.wait_for(timeout=15000)
    assert "Up" in hit.inner_text() and page.locator("#aoss-search-result tr.aoss-hit").count() == 1
    tag = page.locator('#tagging-keys tr.tagging-tag[data-key="team"][data-value="search"]')
    tag.wait_for(timeout=15000)
    assert "aoss" in tag.inner_text()
    member = page.locator(
        f'#tagging-groups .tagging-group[data-name="search-team"] tr.tagging-member[data-arn="{collection["arn"]}"]'
    )
    member.wait_for(timeout=15000)
    assert page.locator("#ecr-empty").is_visible() and page.locator("#waf-empty").is_visible()
    assert page.page_errors == []
    page.locator("#panel-aoss").screenshot(path=str(output_dir / "view-aoss.png"))
    page.locator("#panel-tagging").screenshot(path=str(output_dir / "view-tagging.png"))


def test_the_panels_fit_an_800_pixel_view(labcloud: LabcloudProcess, browser: Any, output_dir: Path) -> None:
    collection = _books(labcloud)
    groups = labcloud.boto3_client("resource-groups")
    query = {
        "ResourceTypeFilters": ["AWS::AllSupported"],
        "TagFilters": [{"Key": "team", "Values": ["search"]}],
    }
    groups.create_group(
        Name="search-team", ResourceQuery={"Type": "TAG_FILTERS_1_0", "Query": json.dumps(query)}
    )
    context = browser.new_context(viewport={"width": 800, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(labcloud.endpoint + "/_labcloud/view/")
        page.wait_for_selector("#aoss-collections tr.aoss-index", timeout=15000)
        page.wait_for_selector(
            f'#tagging-groups tr.tagging-member[data-arn="{collection["arn"]}"]', timeout=15000
        )
        assert page.evaluate("document.documentElement.scrollWidth") <= 800
        for panel in ("panel-aoss", "panel-tagging"):
            widths = page.evaluate(
                f"(() => {{ const p = document.getElementById('{panel}'); return [p.scrollWidth, p.clientWidth]; }})()"
            )
            assert widths[0] <= widths[1], (panel, widths)
        assert errors == []
        page.locator("#panel-aoss").screenshot(path=str(output_dir / "view-aoss-800.png"))
        page.locator("#panel-tagging").screenshot(path=str(output_dir / "view-tagging-800.png"))
    finally:
        context.close()
