"""Did a request write? An execute wrapper that sees every SQL statement a connection runs.

The tests that check "this request changed no row" (the permission matrix, the cross-club
matrix, finished means finished) read every row of every table after each request and
compare it with the rows before. That is most of their time, and it is needed only when the
request executed more than reads: while the request runs, :class:`WriteWatch` notes every
statement that is not a ``SELECT`` (or a savepoint of the test's own transaction); a request
that executed only reads cannot have changed a row, so only the others are read and compared,
row by row, as before. A statement the watch cannot place (an INSERT, UPDATE, DELETE, a
``WITH`` that may hold one, a PRAGMA, whatever table it names: the sessions table too) counts
as a write: being sure costs a read, never a miss (tests/tournaments/security/test_refused_watch.py).
"""

from __future__ import annotations

#: statements that read, or only mark or undo a point in the test's own transaction
_READ_ONLY = ("SELECT", "SAVEPOINT", "RELEASE SAVEPOINT", "ROLLBACK TO SAVEPOINT")


class WriteWatch:
    """``with connection.execute_wrapper(watch := WriteWatch()): ...`` then ``watch.wrote``."""

    def __init__(self) -> None:
        self.statements: list[str] = []

    @property
    def wrote(self) -> bool:
        return bool(self.statements)

    def __call__(self, execute, sql, params, many, context):
        if not sql.lstrip().upper().startswith(_READ_ONLY):
            self.statements.append(sql)
        return execute(sql, params, many, context)
