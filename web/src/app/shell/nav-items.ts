import { BarChart3Icon, HomeIcon, ListIcon, SettingsIcon, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

export const sidebarItems: NavItem[] = [
  { label: 'Watchlist', href: '/', icon: HomeIcon },
  { label: 'Recap', href: '/statistics', icon: BarChart3Icon },
  { label: 'Lists', href: '/lists', icon: ListIcon },
  { label: 'Settings', href: '/settings', icon: SettingsIcon },
];

export function isActive(href: string, location: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}
