import type { ListEmployeesResponse } from '@rumbo/contract';

/**
 * The employee list's pages as read, kept in this process and found again by their company's people
 * version (AuthContext.peopleVersion), which every request reads with its session: a change to the
 * company's people, made by this process or another, renews the version in the change's transaction,
 * so a page kept under an older version is never found again (and leaves as newer ones come). The
 * version is read before the page, so a page is never kept under a version newer than its rows.
 * Reloading the list, going back to it or paging back and forth answer without reading it again.
 */
export class ListPages {
  private readonly pages = new Map<string, ListEmployeesResponse>();

  /** At most `capacity` pages (a page of 10 people is about 3 KB): the least recently read leaves first. */
  constructor(private readonly capacity = 2_000) {}

  static key(enterpriseId: string, peopleVersion: string, searchName: string, page: number, pageSize: number): string {
    return JSON.stringify([enterpriseId, peopleVersion, searchName, page, pageSize]);
  }

  get(key: string): ListEmployeesResponse | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Read again: the most recent now.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  keep(key: string, page: ListEmployeesResponse): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value!);
  }

  get size(): number {
    return this.pages.size;
  }
}
