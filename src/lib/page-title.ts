/** A page's full title, as its <title>, share cards and feed name it: "Category: Development | Nusakode". */
export const pageTitle = (title: string, siteName: string) => (title === siteName ? title : `${title} | ${siteName}`);
