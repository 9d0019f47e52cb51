"""The view's page and static files are served by labcloud itself (no CDN, no build step)."""

from __future__ import annotations

import urllib.error
import urllib.request

import pytest

from labcloud.testing.server_process import LabcloudProcess


def fetch(url: str, accept: str = "*/*") -> tuple[int, str, bytes, str]:
    request = urllib.request.Request(url, headers={"accept": accept})

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: object, **kwargs: object) -> None:
            return None

    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(request, timeout=10) as response:
            return response.status, response.headers.get("content-type", ""), response.read(), ""
    except urllib.error.HTTPError as error:
        return (
            error.code,
            error.headers.get("content-type", ""),
            error.read(),
            error.headers.get("location", ""),
        )


def test_browser_root_lands_on_the_view(labcloud: LabcloudProcess) -> None:
    status, _, _, location = fetch(labcloud.endpoint + "/", accept="text/html")
    assert (status, location) == (307, "/_labcloud/view/")


def test_page_and_assets(labcloud: LabcloudProcess) -> None:
    status, kind, body, _ = fetch(labcloud.endpoint + "/_labcloud/view/")
    assert status == 200 and kind.startswith("text/html")
    assert b'src="/_labcloud/view/static/app.js"' in body and b"http" not in body.replace(b"http-equiv", b"")
    for name, expected in (("app.js", "text/javascript"), ("style.css", "text/css")):
        status, kind, body, _ = fetch(f"{labcloud.endpoint}/_labcloud/view/static/{name}")
        assert status == 200 and kind.startswith(expected) and body
    status, _, _, location = fetch(labcloud.endpoint + "/_labcloud/view")
    assert (status, location) == (308, "/_labcloud/view/")


@pytest.mark.parametrize("name", ["missing.js", "../routes.py", "..%2Froutes.py", ".hidden"])
def test_unknown_or_escaping_static_paths_are_404(labcloud: LabcloudProcess, name: str) -> None:
    status, _, body, _ = fetch(f"{labcloud.endpoint}/_labcloud/view/static/{name}")
    assert status == 404
    assert b"NotFound" in body


def test_a_browser_asking_for_favicon_ico_gets_the_icon(labcloud: LabcloudProcess) -> None:
    status, _, _, location = fetch(labcloud.endpoint + "/favicon.ico", accept="image/avif,image/webp,*/*")
    assert (status, location) == (307, "/_labcloud/view/static/icon.svg")
    status, kind, body, _ = fetch(labcloud.endpoint + location)
    assert status == 200 and kind.startswith("image/svg+xml") and body.startswith(b"<svg")
    _, _, page, _ = fetch(labcloud.endpoint + "/_labcloud/view/")
    assert b'<link rel="icon" type="image/svg+xml" href="/_labcloud/view/static/icon.svg">' in page


def test_a_bucket_named_favicon_ico_still_answers_as_s3(labcloud: LabcloudProcess) -> None:
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="favicon.ico")
    try:
        status, kind, body, _ = fetch(labcloud.endpoint + "/favicon.ico")
        assert status == 200 and b"<Name>favicon.ico</Name>" in body, (status, kind, body)
    finally:
        s3.delete_bucket(Bucket="favicon.ico")
