"""An automated accessibility audit with axe-core (vendored in tests/browser/vendor/): no
serious or critical violation on the pages a club uses most, on a phone and a laptop."""

from collections.abc import Iterator
from pathlib import Path

import pytest

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
PAGES = [
    "/",
    "/events/demo-tournament/",
    "/events/demo-tournament/round/2/table/1/",
    "/events/demo-tournament/standings/",
    "/events/demo-tournament/seating/",
    "/events/demo-tournament/house-rules/",
    "/events/demo-tournament/round/1/table/1/hand/1/",
    "/events/demo-tournament/round/1/table/1/audit/",
    "/account/",
    "/clubs/groene-draak/logins/",
    "/setup/",
]
RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations
    .filter(v => v.impact === "serious" || v.impact === "critical")
    .map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.slice(0, 3).map(n => n.target.join(" "))}));
}"""


@pytest.fixture
def page(browser, viewport) -> Iterator[object]:
    """The conftest's page, with the site's Content-Security-Policy bypassed for the audit
    script only (axe is injected inline; tests/browser/test_csp.py checks the policy)."""
    _name, size = viewport
    context = browser.new_context(viewport=size, locale="nl-NL", bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


def test_axe_finds_no_serious_or_critical_violation(page, demo_site):
    assert AXE.exists(), "tests/browser/vendor/axe.min.js is missing"
    page.goto(demo_site.url + "/accounts/login/")
    page.locator('[name="username"]').fill("admin")
    page.locator('[name="password"]').fill("admin-demo")
    page.locator('main form [type="submit"]').click()
    page.wait_for_url(lambda url: "/accounts/login/" not in url)
    found = {}
    for path in PAGES:
        response = page.goto(demo_site.url + path)
        assert response.status == 200, path
        page.add_script_tag(path=str(AXE))
        violations = page.evaluate(RUN_AXE)
        if violations:
            found[path] = violations
    # the table page after a failed save: the error summary and the marked fields
    page.goto(demo_site.url + PAGES[2])
    page.locator('select[name="winner"]').select_option("E")
    page.locator('textarea[name="tiles_E"]').fill("pung b3 x9")
    page.wait_for_load_state("networkidle")
    page.locator(".sticky-actions button").click()
    page.wait_for_selector("#error-summary")
    page.add_script_tag(path=str(AXE))
    violations = page.evaluate(RUN_AXE)
    if violations:
        found["table page after a failed save"] = violations
    assert not found, "\n".join(
        f"{path}: {v['impact']} {v['id']} ({v['help']}) at {v['nodes']}"
        for path, violations in found.items()
        for v in violations
    )
