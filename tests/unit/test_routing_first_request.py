"""What a service's first request costs the router (issue 40): a REST route rules a path out by its prefix and
least length before compiling its regex (``RestRoute.match``), never ruling out a path its regex matches; an
``X-Amz-Target`` request signed by its own service reads that service's model only."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from labcloud.protocol.models import SERVICES, RestRoute, service_index

REST = [name for name in SERVICES if service_index(name).protocol.startswith("rest")]


def _paths(template: str) -> list[str]:
    """Paths a template's operation may be called with, and near misses (shorter, longer, other labels)."""
    path = template.partition("?")[0]
    filled = [
        re.sub(r"\{[^}]+\+\}", "a/b", re.sub(r"\{[^}+]+\}", "x", path)),
        re.sub(r"\{[^}]+\+\}", "k", re.sub(r"\{[^}+]+\}", "name-1", path)),
        re.sub(r"\{[^}]+\}", "", path),  # empty labels: no match
    ]
    out = []
    for one in filled:
        out += [one, one + "/", one.removesuffix("/"), one[:-1], one + "x", "/" + one.lstrip("/")[:3]]
    return out


@pytest.mark.parametrize("service", REST)
def test_the_prefilter_never_rules_out_a_path_the_regex_matches(service: str) -> None:
    routes = service_index(service).rest_routes
    paths = {
        p for route in routes for template in [_route_template(service, route)] for p in _paths(template)
    }
    for route in routes:
        compiled = re.compile(route.regex)
        for path in paths:
            expected = compiled.match(path)
            got = RestRoute(
                route.method,
                route.regex,
                route.operation,
                route.literal_length,
                {},
                route.prefix,
                route.min_length,
            ).match(path)
            assert (got is None) == (expected is None), (service, route.operation, route.regex, path)
            if got is not None and expected is not None:
                assert got.groupdict() == expected.groupdict()


def _route_template(service: str, route: RestRoute) -> str:
    return str(service_index(service).operation(route.operation).http["requestUri"])


def test_a_first_request_compiles_only_the_routes_it_may_match() -> None:
    routes = service_index("lambda").rest_routes
    fresh = [
        RestRoute(r.method, r.regex, r.operation, r.literal_length, r.query_literals, r.prefix, r.min_length)
        for r in routes
    ]
    found = next(r for r in fresh if r.method == "GET" and r.match("/2015-03-31/functions/"))
    assert found.operation == "ListFunctions"
    compiled = [r.operation for r in fresh if r._pattern is not None]
    assert "ListFunctions" in compiled and len(compiled) < len(routes) // 4


def test_each_target_prefix_is_one_services() -> None:
    prefixes = [service_index(name).target_prefix for name in SERVICES if service_index(name).target_prefix]
    assert len(prefixes) == len(set(prefixes))


_TARGETED = """
import sys
from labcloud.protocol import models
from labcloud.protocol.router import Credentials, route
from labcloud.protocol.wire import WireRequest

service, target = sys.argv[1:3]
request = WireRequest("POST", "/", "", {"x-amz-target": target, "content-type": "application/x-amz-json-1.1"}, b"{}")
found = route(request, Credentials("AKID", "us-east-1", service))
print(found.service, found.operation, sorted(models._MODELS))
"""


@pytest.mark.parametrize(
    ("service", "target"),
    [
        ("events", "AWSEvents.ListEventBuses"),
        ("kms", "TrentService.ListKeys"),
        ("ssm", "AmazonSSM.DescribeParameters"),
    ],
)
def test_a_target_signed_by_its_service_reads_that_model_only(service: str, target: str) -> None:
    out = subprocess.run(
        [sys.executable, "-c", _TARGETED, service, target], capture_output=True, text=True, check=True
    ).stdout
    assert out.split(" ", 2) == [service, target.rsplit(".", 1)[1], f"['{service}']\n"]


def test_a_structures_single_member_is_the_one_its_members_hold() -> None:
    s3 = service_index("s3")
    for name in s3.model.operation_names:
        shape = s3.operation(name).input_shape
        if shape is None:
            continue
        for member in shape.required_members:
            single = shape.member(member)
            assert (single.name, single.serialization, single.metadata) == (
                shape.members[member].name,
                shape.members[member].serialization,
                shape.members[member].metadata,
            )


_S3_CANDIDATES = """
from labcloud.protocol import s3_routing
from labcloud.protocol.models import service_index
s3_routing._candidates()
shape = service_index("s3").operation("PutObject").input_shape
print("members" in shape.__dict__)
"""


def test_s3s_router_resolves_only_the_required_members_of_its_operations() -> None:
    out = subprocess.run([sys.executable, "-c", _S3_CANDIDATES], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False"]
